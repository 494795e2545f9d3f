// Optional referral code with its Verify button and result line (SPEC 2.6, 2.7, 4, 8), shared by the
// mini and the full registration. Upper-cased as typed; Verify is off while the code is empty or
// being checked; a `locked` code (verified on the full form, or already attached) is read-only.
// The texts are the caller's (each screen keeps its own strings).
import { CheckCircle2, XCircle } from 'lucide-react';
import { FIELD_LIMITS } from '@ott/contract';
import { cn } from '@/ui/cn.ts';
import { Spinner } from '@/ui/spinner.tsx';
import type { ReferralState } from '../hooks/use-referral-verification.ts';
import { TextField } from './text-field.tsx';

export interface ReferralFieldText {
  label: string;
  optional: string;
  placeholder: string;
  verify: string;
  verifying: string;
  verified: string;
  valid: string;
  validFrom(name: string): string;
}

export interface ReferralFieldProps {
  id: string;
  value: string;
  onChange(value: string): void;
  state: ReferralState;
  onVerify(): void;
  error: string | null | undefined;
  text: ReferralFieldText;
  disabled?: boolean;
  locked?: boolean;
}

export function ReferralField({ id, value, onChange, state, onVerify, error, text, disabled, locked = false }: ReferralFieldProps) {
  const verifying = state.status === 'verifying';
  const verified = locked || state.status === 'valid';
  return (
    <div>
      <TextField
        id={id}
        label={
          <>
            {text.label} <span className="font-normal text-white/45">({text.optional})</span>
          </>
        }
        value={value}
        readOnly={locked}
        onChange={(e) => onChange(e.target.value.toUpperCase())}
        placeholder={text.placeholder}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={FIELD_LIMITS.referral_code}
        disabled={disabled}
        error={error}
        className={cn('[&_input]:font-mono [&_input]:tracking-widest', locked && '[&_input]:text-white/70')}
        trailing={
          <button
            type="button"
            onClick={onVerify}
            disabled={!value.trim() || verifying || verified || disabled}
            className={cn(
              'inline-flex h-10 min-w-24 items-center justify-center gap-1.5 rounded-lg px-4 text-sm font-semibold transition-colors',
              verified ? 'bg-emerald-500/15 text-emerald-300' : 'bg-white/10 text-white hover:bg-white/20 disabled:opacity-50',
            )}
          >
            {verifying && <Spinner className="size-4" />}
            {verified && <CheckCircle2 className="size-4" aria-hidden="true" />}
            {verifying ? text.verifying : verified ? text.verified : text.verify}
          </button>
        }
      />
      {!error && verified && (
        <p role="status" className="mt-2 flex items-center gap-1.5 text-sm text-emerald-400 wrap-anywhere">
          <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
          {state.status === 'valid' && state.referrerName ? text.validFrom(state.referrerName) : text.valid}
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
