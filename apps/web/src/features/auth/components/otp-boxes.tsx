// Four one-digit boxes (SPEC 5 'OTP'): digits only, auto-advance, Backspace on an empty box moves
// back, paste (or SMS autofill into one box) spreads the first four digits.
import type { ClipboardEvent, KeyboardEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@ott/contract';
import { cn } from '@/ui/cn.ts';

export function OtpBoxes({
  digits,
  onChange,
  inputRefs,
  shake,
  invalid,
  disabled,
}: {
  digits: string[];
  onChange: (digits: string[]) => void;
  inputRefs: RefObject<(HTMLInputElement | null)[]>;
  shake: boolean;
  invalid: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('auth');
  const focus = (index: number) => inputRefs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  /** Writes `incoming` digits from box `start` on and moves focus past the last one written. */
  const fill = (start: number, incoming: string) => {
    const next = [...digits];
    const chars = incoming.replace(/\D/g, '').slice(0, OTP_LENGTH - start).split('');
    chars.forEach((d, i) => (next[start + i] = d));
    onChange(next);
    if (chars.length) focus(start + chars.length);
  };

  const onInput = (index: number, value: string) => {
    const clean = value.replace(/\D/g, '');
    if (!clean) {
      if (value === '') onChange(digits.map((d, i) => (i === index ? '' : d)));
      return;
    }
    // Typing into a filled box keeps the newest digit; several digits come from autofill.
    if (clean.length === 2 && digits[index]) fill(index, clean.replace(digits[index], '') || clean[1]!);
    else fill(index, clean);
  };

  const onKeyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !digits[index] && index > 0) {
      e.preventDefault();
      focus(index - 1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focus(index - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const pasted = e.clipboardData.getData('text').replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (!pasted) return;
    onChange(Array.from({ length: OTP_LENGTH }, (_, i) => pasted[i] ?? ''));
    focus(pasted.length);
  };

  return (
    <div role="group" aria-label={t('otpGroup')} className={cn('flex justify-center gap-3 sm:gap-4', shake && 'animate-shake')}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            inputRefs.current[index] = el;
          }}
          value={digit}
          onChange={(e) => onInput(index, e.target.value)}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={onPaste}
          onFocus={(e) => e.target.select()}
          disabled={disabled}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('otpDigit', { n: index + 1, total: OTP_LENGTH })}
          aria-invalid={invalid}
          className={cn(
            'size-14 rounded-xl border bg-black/30 text-center text-2xl font-bold text-white transition-colors sm:size-16',
            'focus:border-brand-2 focus:bg-black/50',
            invalid ? 'border-brand-2' : digit ? 'border-white/40' : 'border-white/15',
          )}
        />
      ))}
    </div>
  );
}
