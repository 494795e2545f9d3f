import type { SelectHTMLAttributes } from 'react';
import { fieldControlClass, FormField } from './form-field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'id' | 'children'> {
  label: string;
  /** The first, empty choice: '' is the value while nothing is chosen. */
  placeholder: string;
  value: string;
  options: SelectOption[];
  onChange(value: string): void;
  error?: string | null;
}

/** A labelled native select: keyboard and screen-reader friendly on every phone. `className` goes on the wrapper. */
export function SelectField({ label, placeholder, value, options, onChange, error, className, ...select }: SelectFieldProps) {
  return (
    <FormField label={label} error={error} className={className}>
      {(control) => (
        <select
          {...select}
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={fieldControlClass(Boolean(error), 'text-white disabled:cursor-not-allowed disabled:opacity-50')}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
