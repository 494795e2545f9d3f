// The 'Subscription Code' modal of /plans (SPEC 2.8, 4 'Code redemption').
import { CheckCircle2, AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { Modal } from '@/ui/modal.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useCodeRedemption } from '../hooks/use-code-redemption.ts';
import { extendedEndDate, formatPlanDate } from '../lib/current-subscription.ts';

interface CodeModalProps {
  open: boolean;
  onClose: () => void;
  returnTo: string;
  planId?: number;
  /** A subscribed viewer's end date: a valid code then says where it takes their plan. */
  currentEnd?: string | null;
}

export function CodeModal({ open, onClose, returnTo, planId, currentEnd = null }: CodeModalProps) {
  const { t, i18n } = useTranslation('payments');
  const { code, setCode, isValid, codePlan, busy, message, validate, activate } = useCodeRedemption({ returnTo, planId });
  const extension =
    isValid && codePlan && currentEnd
      ? t('codeExtends', {
          plan: codePlan.name,
          days: t('days', { count: codePlan.duration }),
          date: formatPlanDate(extendedEndDate(currentEnd, codePlan.duration), i18n.language),
        })
      : null;
  return (
    <Modal open={open} onClose={onClose} title={t('codeModalTitle')} className="max-w-md">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void (isValid ? activate() : validate());
        }}
      >
        <label htmlFor="subscription-code" className="text-sm font-medium">{t('codeLabel')}</label>
        <div className="mt-2 flex gap-2">
          <input
            id="subscription-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            placeholder={t('codePlaceholder')}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={40}
            aria-invalid={message?.tone === 'error'}
            aria-describedby={message ? 'code-message' : undefined}
            className="h-11 min-w-0 flex-1 rounded-lg border border-white/15 bg-surface-2 px-3 font-mono tracking-widest uppercase placeholder:tracking-normal placeholder:normal-case focus:border-gold focus:outline-none"
          />
          <Button type="button" variant="secondary" className="h-11" onClick={() => void validate()} disabled={busy !== null}>
            {busy === 'validating' ? <Spinner className="size-4" /> : null}
            {busy === 'validating' ? t('validating') : t('validate')}
          </Button>
        </div>
        <p id="code-message" role="status" className={cn('mt-2 flex min-h-5 items-center gap-1.5 text-sm', message?.tone === 'success' ? 'text-emerald-400' : 'text-red-400')}>
          {message?.tone === 'success' && <CheckCircle2 className="size-4" aria-hidden="true" />}
          {message?.tone === 'error' && <AlertCircle className="size-4" aria-hidden="true" />}
          {message?.text}
        </p>
        {extension && <p className="mt-3 rounded-lg bg-gold/10 p-3 text-sm text-amber-100">{extension}</p>}
        <Button type="button" variant="gold" size="lg" className="mt-4 w-full" disabled={!isValid || busy !== null} onClick={() => void activate()}>
          {busy === 'activating' ? <Spinner className="size-4 border-black/30 border-t-black" /> : null}
          {busy === 'activating' ? t('activating') : t('activate')}
        </Button>
      </form>
    </Modal>
  );
}
