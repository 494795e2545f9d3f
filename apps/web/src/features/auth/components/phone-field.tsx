// Mobile number input with the +91 prefix and a green tick when valid (SPEC 2.5, SPEC 5 'Phone').
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PHONE_COUNTRY_CODE, PHONE_LENGTH } from '@ott/contract';
import { cn } from '@/ui/cn.ts';
import { FieldMessage } from './field-message.tsx';

export function PhoneField({
  value,
  onChange,
  isValid,
  error,
  disabled,
}: {
  value: string;
  onChange: (raw: string) => void;
  isValid: boolean;
  error: string | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <div>
      <label htmlFor="phone" className="mb-2 block text-sm font-medium text-white/80">
        {t('phoneLabel')}
      </label>
      <div
        className={cn(
          'flex h-14 items-center overflow-hidden rounded-xl border bg-black/30 transition-colors focus-within:ring-2 focus-within:ring-brand/50',
          error ? 'border-brand-2' : isValid ? 'border-emerald-500/70' : 'border-white/15',
        )}
      >
        <span
          aria-label={t('countryCode')}
          className="flex h-full items-center border-r border-white/10 px-4 text-base font-semibold text-white/90"
        >
          {PHONE_COUNTRY_CODE}
        </span>
        <input
          id="phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('phonePlaceholder')}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? 'phone-error' : undefined}
          // Longer than 10 so a pasted '+91 98765 43210' reaches the normaliser intact.
          maxLength={PHONE_LENGTH + 6}
          // The bordered box shows focus (ring); a second outline inside it would only add noise.
          style={{ outline: 'none' }}
          className="h-full min-w-0 flex-1 bg-transparent px-4 text-lg tracking-wider text-white placeholder:text-base placeholder:tracking-normal placeholder:text-white/35"
        />
        {isValid && (
          <CheckCircle2 role="img" aria-label={t('phoneValid')} className="mr-4 size-6 shrink-0 text-emerald-400" />
        )}
      </div>
      <FieldMessage id="phone-error" error={error} />
    </div>
  );
}
