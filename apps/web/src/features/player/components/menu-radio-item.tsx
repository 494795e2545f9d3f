import type { ButtonHTMLAttributes } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@/ui/cn.ts';

interface MenuRadioItemProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'role' | 'aria-checked'> {
  checked: boolean;
  /** Colour of the tick, when it is not the item's text colour. */
  checkClassName?: string;
}

/** One choice of a player menu (quality, speed): a tick beside the chosen one. */
export function MenuRadioItem({ checked, checkClassName, className, children, ...rest }: MenuRadioItemProps) {
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={checked}
      className={cn('flex w-full items-center gap-3 px-4 py-2 text-left text-sm hover:bg-white/10 focus-visible:bg-white/10', className)}
      {...rest}
    >
      <Check aria-hidden="true" className={cn('size-4', checkClassName, checked ? 'opacity-100' : 'opacity-0')} />
      {children}
    </button>
  );
}
