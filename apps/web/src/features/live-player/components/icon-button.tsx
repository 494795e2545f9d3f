import type { ComponentProps } from 'react';
import { ControlButton } from '@/features/player/index.ts';
import { cn } from '@/ui/cn.ts';

/** The shared player button in the Live TV player's look: never squeezed, white focus outline, lit while pressed. */
export function IconButton({ className, ...rest }: ComponentProps<typeof ControlButton>) {
  return (
    <ControlButton
      className={cn('shrink-0 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-40 aria-pressed:bg-white/20 aria-pressed:text-white', className)}
      {...rest}
    />
  );
}
