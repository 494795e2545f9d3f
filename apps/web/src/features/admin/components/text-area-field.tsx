// A labelled multi-line text box for the console's forms (the UI kit has single-line inputs only).
import { fieldControlClass, FormField } from '@/ui/form-field.tsx';

interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  hint?: string;
  error?: string | null;
  rows?: number;
  maxLength?: number;
  className?: string;
}

export function TextAreaField({ label, value, onChange, hint, error, rows = 3, maxLength, className }: TextAreaFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          {...control}
          value={value}
          rows={rows}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
          className={fieldControlClass(Boolean(error), 'h-auto py-2 text-white placeholder:text-white/35')}
        />
      )}
    </FormField>
  );
}
