import { useId } from 'react';
import { cn } from '@/ui/cn.ts';

interface ProfileTextFieldProps {
  label: string;
  value: string;
  onChange?(value: string): void;
  error?: string;
  hint?: string;
  readOnly?: boolean;
  autoComplete?: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'numeric' | 'email';
  maxLength?: number;
  required?: boolean;
}

export function ProfileTextField({ label, value, onChange, error, hint, readOnly, autoComplete, type, inputMode, maxLength, required }: ProfileTextFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-white/80">
        {label}
      </label>
      <input
        id={id}
        value={value}
        readOnly={readOnly}
        autoComplete={autoComplete}
        type={type}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-required={required || undefined}
        onChange={(event) => onChange?.(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'h-11 w-full rounded-lg bg-surface-2 px-3 text-white ring-1 ring-white/10 outline-none focus:ring-2 focus:ring-brand-2',
          readOnly && 'cursor-not-allowed text-white/60',
          error && 'ring-brand-2',
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
