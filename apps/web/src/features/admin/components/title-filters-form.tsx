// The titles list's search (debounced, as you type) and filters (at once); both go to the URL.
import { useEffect, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TITLE_STATUSES } from '@ott/contract';
import { useCategories } from '@/api/catalogue/list-categories.ts';
import { Button } from '@/ui/button.tsx';
import { fieldControlClass } from '@/ui/form-field.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { EMPTY_TITLE_FILTERS, type TitleFilters } from '../lib/title-filters.ts';

export const SEARCH_DEBOUNCE_MS = 350;
const TYPES = ['free', 'paid', 'rental'] as const;

export function TitleFiltersForm({ filters, onChange }: { filters: TitleFilters; onChange(next: TitleFilters): void }) {
  const { t } = useTranslation('admin');
  const categories = useCategories();
  const [q, setQ] = useState(filters.q);
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };

  // The URL changed from outside (Back, Clear): the box follows.
  useEffect(() => setQ(filters.q), [filters.q]);

  useEffect(() => {
    if (q === latest.current.filters.q) return;
    const timer = setTimeout(() => latest.current.onChange({ ...latest.current.filters, q }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q]);

  const set = (key: keyof TitleFilters) => (value: string) => onChange({ ...filters, q, [key]: value });
  const active = Object.values(filters).some(Boolean) || q !== '';

  return (
    <form
      role="search"
      aria-label={t('filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...filters, q });
      }}
      className="grid grid-cols-2 items-end gap-3 rounded-2xl bg-surface p-4 ring-1 ring-white/10 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]"
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="titles-search" className="mb-1.5 block text-sm font-medium text-white/80">
          {t('searchTitles')}
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-white/50" />
          <input
            id="titles-search"
            type="search"
            value={q}
            maxLength={100}
            placeholder={t('searchPlaceholder')}
            onChange={(event) => setQ(event.target.value)}
            className={fieldControlClass(false, 'pl-9 text-white placeholder:text-white/35')}
          />
        </div>
      </div>
      <SelectField
        label={t('filterStatus')}
        placeholder={t('anyStatus')}
        value={filters.status}
        options={TITLE_STATUSES.map((value) => ({ value, label: t(`status_${value}`) }))}
        onChange={set('status')}
      />
      <SelectField
        label={t('filterType')}
        placeholder={t('anyType')}
        value={filters.video_type}
        options={TYPES.map((value) => ({ value, label: t(`type_${value}`) }))}
        onChange={set('video_type')}
      />
      <SelectField
        label={t('filterCategory')}
        placeholder={t('anyCategory')}
        value={filters.category_id}
        options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        onChange={set('category_id')}
      />
      <Button
        variant="ghost"
        disabled={!active}
        onClick={() => {
          setQ('');
          onChange(EMPTY_TITLE_FILTERS);
        }}
      >
        {t('clearFilters')}
      </Button>
    </form>
  );
}
