import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/ui/cn.ts';

/** An icon-only player button: always labelled, large enough to tap. */
export function ControlButton({
  label,
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full text-white/90 transition hover:bg-white/15 hover:text-white',
        className,
      )}
      {...rest}
    />
  );
}
