import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS } from '@ott/contract';
import { BadgeCheck } from 'lucide-react';
import { Button } from '@/ui/button.tsx';
import type { ReferralState } from '@/features/auth/index.ts';

interface ReferralCodeFieldProps {
  value: string;
  /** Already attached to the profile: filled, read-only and verified (SPEC 4 'Profile referral'). */
  locked: boolean;
  state: ReferralState;
  error?: string;
  onChange(value: string): void;
  onVerify(): void;
}

export function ReferralCodeField({ value, locked, state, error, onChange, onVerify }: ReferralCodeFieldProps) {
  const { t } = useTranslation('profile');
  const id = useId();
  const valid = locked || state.status === 'valid';
  const message = error
    ? { text: error, tone: 'text-brand-2' }
    : valid
      ? { text: t('referralValid'), tone: 'text-emerald-400' }
      : state.status === 'invalid'
        ? { text: state.message, tone: 'text-brand-2' }
        : null;
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-white/80">
        {t('referralCode')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={value}
          readOnly={locked}
          maxLength={FIELD_LIMITS.referral_code}
          autoCapitalize="characters"
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={message ? `${id}-msg` : undefined}
          aria-invalid={error || state.status === 'invalid' ? true : undefined}
          className="h-11 min-w-0 flex-1 rounded-lg bg-surface-2 px-3 tracking-wider text-white uppercase ring-1 ring-white/10 outline-none read-only:cursor-not-allowed read-only:text-white/60 focus:ring-2 focus:ring-brand-2"
        />
        {locked ? (
          <span className="flex items-center gap-1 px-2 text-sm text-emerald-400">
            <BadgeCheck aria-hidden className="size-4" />
            {t('verified')}
          </span>
        ) : (
          <Button variant="ghost" onClick={onVerify} disabled={!value.trim() || state.status === 'verifying' || state.status === 'valid'}>
            {state.status === 'verifying' ? t('verifying') : t('verify')}
          </Button>
        )}
      </div>
      {message && (
        <p id={`${id}-msg`} role="status" className={`mt-1 text-xs ${message.tone}`}>
          {message.text}
        </p>
      )}
    </div>
  );
}
