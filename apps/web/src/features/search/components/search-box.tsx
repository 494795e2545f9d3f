// The search field (SPEC 2.14) as an ARIA combobox: suggestions show while typing; arrows move
// through them, Enter picks one (or submits the query), Escape closes the list.
import { useId, useState, type KeyboardEvent } from 'react';
import { Clock, Film, Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SEARCH_QUERY_MAX_LENGTH } from '@/api/catalogue/search-videos.ts';
import { cn } from '@/ui/cn.ts';
import type { Suggestion } from '../lib/suggestions.ts';

interface SearchBoxProps {
  value: string;
  suggestions: Suggestion[];
  onChange: (value: string) => void;
  onSubmit: () => void;
  onPick: (suggestion: Suggestion) => void;
  /** Focus the field on arrival (not when coming back to restored results). */
  autoFocus?: boolean;
}

export function SearchBox({ value, suggestions, onChange, onSubmit, onPick, autoFocus = false }: SearchBoxProps) {
  const { t } = useTranslation('search');
  const listId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = isOpen && value.trim() !== '' && suggestions.length > 0;
  const optionId = (i: number) => `${listId}-option-${i}`;

  const close = () => {
    setIsOpen(false);
    setActive(-1);
  };
  const pick = (suggestion: Suggestion) => {
    close();
    onPick(suggestion);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!suggestions.length) return;
      event.preventDefault();
      setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (shown ? (i + step + suggestions.length) % suggestions.length : step > 0 ? 0 : suggestions.length - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = shown ? suggestions[active] : undefined;
      if (chosen) pick(chosen);
      else {
        close();
        onSubmit();
      }
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="relative">
      <Search aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-white/60" />
      <input
        type="search"
        role="combobox"
        aria-label={t('inputLabel')}
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        placeholder={t('placeholder')}
        value={value}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        autoFocus={autoFocus}
        onChange={(event) => {
          onChange(event.target.value);
          setIsOpen(true);
          setActive(-1);
        }}
        onBlur={close}
        onKeyDown={onKeyDown}
        className="h-14 w-full rounded-2xl bg-white/8 pl-12 pr-12 text-base text-white shadow-inner shadow-black/30 ring-1 ring-white/15 outline-none transition placeholder:text-white/45 focus:bg-white/12 focus:ring-2 focus:ring-white/35 md:h-16 md:text-lg [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          aria-label={t('clearQuery')}
          onClick={() => onChange('')}
          className="absolute right-3 top-1/2 grid size-8 -translate-y-1/2 place-items-center rounded-full text-white/70 transition hover:bg-white/10 hover:text-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={t('suggestions')}
        hidden={!shown}
        className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-2xl bg-surface-2/95 py-2 shadow-2xl shadow-black/60 ring-1 ring-white/10 backdrop-blur"
      >
        {shown &&
          suggestions.map((suggestion, i) => (
            <li
              key={suggestion.key}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              // Keep focus in the field so the click lands before the list closes on blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
              onMouseEnter={() => setActive(i)}
              className={cn('flex cursor-pointer items-center gap-3 px-4 py-2.5 text-[15px] text-white/85', i === active && 'bg-white/10 text-white')}
            >
              {suggestion.kind === 'recent' ? (
                <Clock aria-hidden="true" className="size-4 shrink-0 text-white/50" />
              ) : (
                <Film aria-hidden="true" className="size-4 shrink-0 text-white/50" />
              )}
              <span className="truncate">{suggestion.label}</span>
              <span className="sr-only">{suggestion.kind === 'recent' ? t('recentSuggestion') : t('titleSuggestion')}</span>
            </li>
          ))}
      </ul>
    </div>
  );
}
