import { useId, type ReactNode } from 'react';
import { cn } from './cn.ts';

/** What the control of a FormField puts on itself: the label's target and how it is described. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  /** Shown under the control and announced with it; it replaces the hint. */
  error?: string | null;
  hint?: string;
  className?: string;
  children(control: FieldControlProps): ReactNode;
}

/** A label above one control, with its error (or hint) line below, tied together for assistive technology. */
export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-white/80">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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

/**
 * The box of a field's input or select. The ring colour is chosen once: cn does not resolve
 * conflicting utilities, and with both present the stylesheet's order, not the class list's, would win.
 */
export const fieldControlClass = (invalid: boolean, ...extra: (string | false | undefined)[]) =>
  cn(
    'h-11 w-full rounded-lg bg-surface-2 px-3 ring-1 outline-none focus:ring-2 focus:ring-brand-2',
    invalid ? 'ring-brand-2' : 'ring-white/10',
    ...extra,
  );
