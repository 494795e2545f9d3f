import { useId } from 'react';
import { cn } from '@/ui/cn.ts';

export interface SelectOption {
  value: string;
  label: string;
}

interface FormSelectProps {
  label: string;
  placeholder: string;
  value: string;
  options: SelectOption[];
  onChange(value: string): void;
  disabled?: boolean;
  error?: string;
}

/** A labelled native select: keyboard and screen-reader friendly on every phone. */
export function FormSelect({ label, placeholder, value, options, onChange, disabled, error }: FormSelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-white/80">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(
          'h-11 w-full rounded-lg bg-surface-2 px-3 text-white ring-1 ring-white/10 outline-none focus:ring-2 focus:ring-brand-2 disabled:cursor-not-allowed disabled:opacity-50',
          error && 'ring-brand-2',
        )}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-brand-2">
          {error}
        </p>
      )}
    </div>
  );
}
