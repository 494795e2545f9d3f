// Mandal or village (SPEC 2.7): a list to pick from, or a typed name matched against the known
// rows (/mandals/search/, /villages/search/). The switch sits beside the label.
import { useState } from 'react';
import { CheckCircle2, Keyboard, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Region } from '@ott/contract';
import type { RegionPick } from '../lib/registration-form.ts';
import { LoadError } from './load-error.tsx';
import { SelectField } from './select-field.tsx';
import { SuggestInput } from './suggest-input.tsx';

export interface RegionPickerProps<T extends Region> {
  id: string;
  label: string;
  listPlaceholder: string;
  typePlaceholder: string;
  noneListed: string;
  value: RegionPick;
  /** No parent chosen yet. */
  disabled: boolean;
  /** The contract's longest typed name. */
  maxLength: number;
  /** Typed rather than chosen; `forced` when there is no list to choose from. */
  manual: boolean;
  canChooseList: boolean;
  listIsEmpty: boolean;
  list: T[];
  loading: boolean;
  loadError: string | null;
  onRetry(): void;
  suggestions: T[];
  matched: boolean;
  error: string | null;
  onToggle(): void;
  onChooseFromList(item: T): void;
  onType(name: string): void;
  onChooseSuggestion(item: T): void;
}

export function RegionPicker<T extends Region>(p: RegionPickerProps<T>) {
  const { t } = useTranslation('registration');
  const [open, setOpen] = useState(false);
  const showToggle = !p.disabled && (p.manual ? p.canChooseList : !p.listIsEmpty);

  const toggle = showToggle && (
    <button
      type="button"
      onClick={p.onToggle}
      aria-controls={p.id}
      className="absolute top-0 right-0 inline-flex items-center gap-1.5 rounded-md text-xs font-semibold text-brand-2 hover:text-white focus-visible:text-white"
    >
      {p.manual ? <List className="size-3.5" aria-hidden="true" /> : <Keyboard className="size-3.5" aria-hidden="true" />}
      {p.manual ? t('chooseFromList') : t('typeManually')}
    </button>
  );

  if (!p.manual) {
    return (
      <div className="relative">
        {toggle}
        <SelectField
          id={p.id}
          label={p.label}
          placeholder={p.loading ? t('loadingOptions') : p.listPlaceholder}
          value={p.value.id}
          options={p.list.map((r) => ({ value: String(r.id), label: r.name }))}
          disabled={p.disabled || p.loading}
          busy={p.loading}
          error={p.error}
          onChange={(id) => {
            const item = p.list.find((r) => String(r.id) === id);
            if (item) p.onChooseFromList(item);
          }}
        />
        {p.loadError && <LoadError message={p.loadError} onRetry={p.onRetry} />}
      </div>
    );
  }

  return (
    <div className="relative">
      {toggle}
      <SuggestInput
        id={p.id}
        label={p.label}
        value={p.value.name}
        placeholder={p.typePlaceholder}
        error={p.error}
        disabled={p.disabled}
        maxLength={p.maxLength}
        suggestions={p.suggestions.map((r) => ({ key: String(r.id), label: r.name }))}
        open={open}
        listLabel={t('suggestionsFor', { field: p.label })}
        onChange={(name) => {
          setOpen(true);
          p.onType(name);
        }}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        onPick={(key) => {
          setOpen(false);
          const item = p.suggestions.find((r) => String(r.id) === key);
          if (item) p.onChooseSuggestion(item);
        }}
        trailing={
          p.matched ? (
            <span className="mr-2 inline-flex text-emerald-400" title={t('matchedKnown')}>
              <CheckCircle2 className="size-5" aria-label={t('matchedKnown')} />
            </span>
          ) : null
        }
      />
      {p.listIsEmpty && !p.error && <p className="mt-2 text-xs text-white/55">{p.noneListed}</p>}
    </div>
  );
}
