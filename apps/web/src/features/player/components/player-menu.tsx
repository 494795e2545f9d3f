import { useEffect, useRef, type ReactNode } from 'react';
import { Settings, type LucideIcon } from 'lucide-react';
import { cn } from '@/ui/cn.ts';

interface PlayerMenuProps {
  /** Names both the gear button and the menu it opens. */
  label: string;
  /** The current choice, shown beside the gear from `sm` up; without it the gear stands alone. */
  value?: string;
  /** The button's icon when it is not the gear (the Audio and Captions menus). */
  icon?: LucideIcon;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** Each player's own look: padding and focus style of the gear, size and surface of the menu. */
  triggerClassName?: string;
  menuClassName: string;
  /** MenuRadioItem choices (and any headings or groups). */
  children: ReactNode;
}

/**
 * A player's gear menu above the control bar. Opening it focuses the checked choice; Escape inside
 * it closes just the menu (the player's own Escape, which would close the player, never sees it).
 * Closing it while focus was in it (Escape, a choice) hands focus back to its button.
 */
export function PlayerMenu({ label, value, icon: Icon = Settings, isOpen, onOpenChange, triggerClassName, menuClassName, children }: PlayerMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (isOpen) menu.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    // The focused choice went with the menu, and focus with it to the page.
    else if (wasOpen.current && (!document.activeElement || document.activeElement === document.body)) trigger.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  return (
    <div className="relative">
      <button
        ref={trigger}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onClick={() => onOpenChange(!isOpen)}
        className={cn(
          'inline-flex items-center rounded-full text-white/90 hover:bg-white/15',
          value === undefined ? 'size-10 justify-center' : 'h-10 gap-1.5 text-sm font-semibold',
          triggerClassName,
        )}
      >
        <Icon aria-hidden="true" className={cn('size-5 transition-transform', isOpen && Icon === Settings && 'rotate-45')} />
        {value !== undefined && <span className="hidden sm:inline">{value}</span>}
      </button>
      {isOpen && (
        <div
          ref={menu}
          role="menu"
          aria-label={label}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            event.stopPropagation();
            onOpenChange(false);
          }}
          className={cn('absolute right-0 bottom-12 rounded-xl shadow-2xl ring-1 ring-white/10 backdrop-blur', menuClassName)}
        >
          {children}
        </div>
      )}
    </div>
  );
}
