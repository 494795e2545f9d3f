// A labelled native select in the sign-in screens' field style: every phone's own picker, and
// keyboard and screen-reader friendly without extra work.
import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/ui/cn.ts';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  id: string;
  label: ReactNode;
  placeholder: string;
  value: string;
  options: SelectOption[];
  onChange(value: string): void;
  disabled?: boolean;
  busy?: boolean;
  error?: string | null;
}

export function SelectField({ id, label, placeholder, value, options, onChange, disabled, busy, error }: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-white/80">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          disabled={disabled}
          aria-busy={busy || undefined}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={cn(
            'h-13 w-full appearance-none rounded-xl border bg-black/30 pr-11 pl-4 text-base text-white transition-colors outline-none focus:ring-2 focus:ring-brand/50 disabled:cursor-not-allowed disabled:opacity-50 [&>option]:bg-surface-2 [&>option]:text-white',
            error ? 'border-brand-2' : 'border-white/15',
            !value && 'text-white/45',
          )}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-white/50" />
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-brand-2">
          {error}
        </p>
      )}
    </div>
  );
}
