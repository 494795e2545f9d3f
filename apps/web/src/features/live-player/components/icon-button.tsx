import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/ui/cn.ts';

/** An icon-only control of the Live TV player: always labelled, large enough to tap. */
export function IconButton({ label, className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-white/90 transition hover:bg-white/15 hover:text-white focus-visible:outline-2 focus-visible:outline-white disabled:opacity-40 aria-pressed:bg-white/20 aria-pressed:text-white',
        className,
      )}
      {...rest}
    />
  );
}
