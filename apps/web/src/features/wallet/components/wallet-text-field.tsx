import { useId, type InputHTMLAttributes } from 'react';
import { cn } from '@/ui/cn.ts';

interface WalletTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Shown under the field and announced with it. */
  error?: string | null;
  hint?: string;
}

export function WalletTextField({ label, value, onChange, error, hint, className, ...input }: WalletTextFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-white/80">
        {label}
      </label>
      <input
        {...input}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'h-11 w-full rounded-lg bg-surface-2 px-3 text-white ring-1 outline-none placeholder:text-white/35 focus:ring-2 focus:ring-brand-2',
          error ? 'ring-brand-2' : 'ring-white/10',
        )}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-brand-2">
          {error}
        </p>
      )}
      {!error && hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
