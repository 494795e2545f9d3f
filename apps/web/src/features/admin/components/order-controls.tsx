// Controls shared by the categories and hero carousel lists: move up and down buttons (plain
// buttons, so Tab and Enter or Space move an item; focus stays on the pressed button as the item
// moves), and a labelled checkbox toggle.
import { ArrowDown, ArrowUp } from 'lucide-react';
import { cn } from '@/ui/cn.ts';

const moveClass =
  'grid size-10 place-items-center rounded-lg bg-white/8 text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-30';

export function MoveButtons({
  upLabel,
  downLabel,
  first,
  last,
  disabled,
  onMove,
  idPrefix,
}: {
  upLabel: string;
  downLabel: string;
  first: boolean;
  last: boolean;
  disabled?: boolean;
  onMove(step: -1 | 1): void;
  /** Ids for the buttons, so the screen can put focus back on them after the item moves. */
  idPrefix: string;
}) {
  return (
    <div className="flex gap-2">
      <button type="button" id={`${idPrefix}-up`} className={moveClass} aria-label={upLabel} title={upLabel} disabled={first || disabled} onClick={() => onMove(-1)}>
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button type="button" id={`${idPrefix}-down`} className={moveClass} aria-label={downLabel} title={downLabel} disabled={last || disabled} onClick={() => onMove(1)}>
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** After a move, the pressed button's twin on the moved item (or the other one at an end). */
export function refocusMove(idPrefix: string, step: -1 | 1) {
  requestAnimationFrame(() => {
    const pressed = document.getElementById(`${idPrefix}-${step < 0 ? 'up' : 'down'}`) as HTMLButtonElement | null;
    const other = document.getElementById(`${idPrefix}-${step < 0 ? 'down' : 'up'}`) as HTMLButtonElement | null;
    (pressed && !pressed.disabled ? pressed : other)?.focus();
  });
}

export function ToggleBox({
  label,
  checked,
  disabled,
  onChange,
  className,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
  className?: string;
}) {
  return (
    <label
      className={cn(
        'flex h-10 cursor-pointer items-center gap-2.5 rounded-lg bg-surface-2 px-3 ring-1 ring-white/10 focus-within:ring-2 focus-within:ring-brand-2',
        disabled && 'cursor-not-allowed opacity-60',
        className,
      )}
    >
      <input type="checkbox" className="size-4 accent-brand" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <span className="text-sm whitespace-nowrap">{label}</span>
    </label>
  );
}
