// A text field with a suggestion list (WAI-ARIA combobox with listbox): arrows move, Enter picks,
// Escape closes; pointer picks keep the focus in the field.
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { TextField } from '@/features/auth/index.ts';
import { cn } from '@/ui/cn.ts';

export interface Suggestion {
  key: string;
  label: string;
  detail?: string;
}

interface SuggestInputProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  suggestions: Suggestion[];
  open: boolean;
  onPick(key: string): void;
  onClose(): void;
  /** ArrowDown on a closed field with suggestions opens the list again. */
  onOpen?(): void;
  listLabel: string;
  placeholder?: string;
  error?: string | null;
  autoComplete?: string;
  trailing?: ReactNode;
  disabled?: boolean;
  /** The contract's longest value for the field. */
  maxLength?: number;
}

export function SuggestInput(props: SuggestInputProps) {
  const { id, suggestions, onPick, onClose } = props;
  const listId = useId();
  const [active, setActive] = useState(-1);
  const expanded = props.open && suggestions.length > 0;
  const optionId = (i: number) => `${listId}-option-${i}`;

  const pick = (i: number) => {
    const s = suggestions[i];
    if (!s) return;
    setActive(-1);
    onPick(s.key);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) {
      if (e.key === 'ArrowDown' && suggestions.length > 0 && props.onOpen) {
        e.preventDefault();
        props.onOpen();
      }
      return;
    }
    const last = suggestions.length - 1;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => (i >= last ? 0 : i + 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i <= 0 ? last : i - 1));
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      pick(active);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setActive(-1);
      onClose();
    }
  };

  return (
    <div className="relative">
      <TextField
        id={id}
        label={props.label}
        value={props.value}
        placeholder={props.placeholder}
        error={props.error}
        autoComplete={props.autoComplete ?? 'off'}
        disabled={props.disabled}
        maxLength={props.maxLength}
        trailing={props.trailing}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onChange={(e) => {
          setActive(-1);
          props.onChange(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setActive(-1);
          onClose();
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={props.listLabel}
        hidden={!expanded}
        className="absolute inset-x-0 top-[calc(100%-0.25rem)] z-20 mt-2 max-h-72 overflow-y-auto rounded-xl border border-white/10 bg-surface-2/95 p-1.5 shadow-[0_20px_50px_-12px_rgba(0,0,0,0.9)] backdrop-blur-xl"
      >
        {suggestions.map((s, i) => (
          <li
            key={s.key}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(i)}
            onMouseEnter={() => setActive(i)}
            className={cn('cursor-pointer rounded-lg px-3 py-2.5 text-sm text-white/85', i === active && 'bg-white/10 text-white')}
          >
            <span className="block">{s.label}</span>
            {s.detail && <span className="mt-0.5 block text-xs text-white/50">{s.detail}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
