// Optional referral code (SPEC 4, 5, 8 'Full registration'): upper-cased as typed; Verify is off
// while the code is empty or being checked; a verified (or already attached) code is locked.
import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/features/auth/index.ts';
import { Spinner } from '@/ui/spinner.tsx';
import { cn } from '@/ui/cn.ts';
import type { RegistrationForm } from '../hooks/use-registration-form.ts';
import { fieldId } from '../lib/registration-form.ts';

export function ReferralCodeField({ form }: { form: RegistrationForm }) {
  const { t } = useTranslation('registration');
  const { state, attachedCode } = form.referral;
  const verifying = state.status === 'verifying';
  const locked = attachedCode !== null || state.status === 'valid';
  const value = attachedCode ?? form.values.referralCode;
  const error = form.error('referralCode');
  return (
    <div>
      <TextField
        id={fieldId('referralCode')}
        label={
          <>
            {t('referralCode')} <span className="font-normal text-white/45">({t('optional')})</span>
          </>
        }
        value={value}
        readOnly={locked}
        onChange={(e) => form.referral.change(e.target.value)}
        placeholder={t('referralPlaceholder')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        error={error}
        className={cn('[&_input]:font-mono [&_input]:tracking-widest', locked && '[&_input]:text-white/70')}
        trailing={
          <button
            type="button"
            onClick={form.referral.verify}
            disabled={!value.trim() || verifying || locked}
            className={cn(
              'inline-flex h-10 min-w-24 items-center justify-center gap-1.5 rounded-lg px-4 text-sm font-semibold transition-colors',
              locked ? 'bg-emerald-500/15 text-emerald-300' : 'bg-white/10 text-white hover:bg-white/20 disabled:opacity-50',
            )}
          >
            {verifying && <Spinner className="size-4" />}
            {locked && <CheckCircle2 className="size-4" aria-hidden="true" />}
            {verifying ? t('verifying') : locked ? t('verified') : t('verify')}
          </button>
        }
      />
      {!error && locked && (
        <p role="status" className="mt-2 flex items-center gap-1.5 text-sm text-emerald-400">
          <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
          {state.status === 'valid' && state.referrerName ? t('referralValidFrom', { name: state.referrerName }) : t('referralValid')}
        </p>
      )}
      {!error && state.status === 'invalid' && (
        <p role="alert" className="mt-2 flex items-center gap-1.5 text-sm text-brand-2">
          <XCircle className="size-4 shrink-0" aria-hidden="true" />
          {state.message}
        </p>
      )}
    </div>
  );
}
