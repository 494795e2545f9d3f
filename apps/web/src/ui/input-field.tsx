import type { InputHTMLAttributes } from 'react';
import { fieldControlClass, FormField } from './form-field.tsx';

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  /** Optional for a read-only field. */
  onChange?(value: string): void;
  error?: string | null;
  hint?: string;
}

/** A labelled text input with its error or hint line; `className` goes on the wrapper. */
export function InputField({ label, value, onChange, error, hint, className, readOnly, ...input }: InputFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <input
          {...input}
          {...control}
          value={value}
          readOnly={readOnly}
          onChange={(event) => onChange?.(event.target.value)}
          className={fieldControlClass(Boolean(error), readOnly ? 'cursor-not-allowed text-white/60' : 'text-white', 'placeholder:text-white/35')}
        />
      )}
    </FormField>
  );
}
