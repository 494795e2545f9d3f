// Optional referral code with its Verify button and result line (SPEC 2.6, SPEC 4, SPEC 8).
import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner.tsx';
import { cn } from '@/ui/cn.ts';
import type { ReferralState } from '../hooks/use-referral-verification.ts';
import { TextField } from './text-field.tsx';

export function ReferralField({
  value,
  onChange,
  state,
  onVerify,
  error,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  state: ReferralState;
  onVerify: () => void;
  error: string | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation('auth');
  const verifying = state.status === 'verifying';
  const valid = state.status === 'valid';
  const label = (
    <>
      {t('referralCode')} <span className="font-normal text-white/45">({t('optional')})</span>
    </>
  );
  return (
    <div>
      <TextField
        id="referral-code"
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value.toUpperCase())}
        placeholder={t('referralPlaceholder')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        disabled={disabled}
        error={error}
        className="[&_input]:font-mono [&_input]:tracking-widest"
        trailing={
          <button
            type="button"
            onClick={onVerify}
            disabled={!value.trim() || verifying || valid || disabled}
            className={cn(
              'inline-flex h-10 min-w-24 items-center justify-center gap-1.5 rounded-lg px-4 text-sm font-semibold transition-colors',
              valid ? 'bg-emerald-500/15 text-emerald-300' : 'bg-white/10 text-white hover:bg-white/20 disabled:opacity-50',
            )}
          >
            {verifying && <Spinner className="size-4" />}
            {valid && <CheckCircle2 className="size-4" aria-hidden="true" />}
            {verifying ? t('verifyingReferral') : valid ? t('referralVerified') : t('verifyReferral')}
          </button>
        }
      />
      {!error && state.status === 'valid' && (
        <p role="status" className="mt-2 flex items-center gap-1.5 text-sm text-emerald-400">
          <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
          {state.referrerName ? t('referralValidFrom', { name: state.referrerName }) : t('referralValid')}
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
