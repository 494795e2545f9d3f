import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/ui/cn.ts';
import { FieldMessage } from './field-message.tsx';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: ReactNode;
  error?: string | null;
  /** Content placed at the right end inside the field (a button, an icon). */
  trailing?: ReactNode;
}

/** A labelled input with its error line; big touch target. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, error, trailing, className, ...rest },
  ref,
) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-white/80">
        {label}
      </label>
      <div
        className={cn(
          'flex h-13 items-center gap-2 rounded-xl border bg-black/30 pr-1.5 transition-colors focus-within:ring-2 focus-within:ring-brand/50',
          error ? 'border-brand-2' : 'border-white/15',
        )}
      >
        <input
          id={id}
          ref={ref}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          // The bordered box shows focus; an outline inside it would double it.
          style={{ outline: 'none' }}
          className="h-full min-w-0 flex-1 rounded-xl bg-transparent px-4 text-base text-white placeholder:text-white/35 disabled:opacity-60"
          {...rest}
        />
        {trailing}
      </div>
      <FieldMessage id={errorId} error={error} />
    </div>
  );
});
