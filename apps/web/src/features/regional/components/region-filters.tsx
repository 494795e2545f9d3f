// The dropdown screen's filters (SPEC 2.13): state, then district, then constituency, mandal and
// village; each list loads once the level above is chosen, and failures show in Telugu.
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button.tsx';
import type { SelectionLists } from '../hooks/use-selection-lists.ts';
import { SELECTION_LEVELS, type RegionSelection, type SelectionLevel } from '../lib/selection.ts';
import { TeluguLoadError, type LoadFailureKey } from './telugu-load-error.tsx';
import { RegionSelect } from './region-select.tsx';

const COPY = {
  state: { any: 'anyState', failed: 'statesLoadFailed' },
  district: { any: 'anyDistrict', failed: 'districtsLoadFailed' },
  constituency: { any: 'anyConstituency', failed: 'constituenciesLoadFailed' },
  mandal: { any: 'anyMandal', failed: 'mandalsLoadFailed' },
  village: { any: 'anyVillage', failed: 'villagesLoadFailed' },
} as const satisfies Record<SelectionLevel, { any: string; failed: LoadFailureKey }>;

interface RegionFiltersProps {
  selection: RegionSelection;
  lists: SelectionLists;
  onSelect(level: SelectionLevel, id: number | null): void;
  onReset(): void;
}

export function RegionFilters({ selection, lists, onSelect, onReset }: RegionFiltersProps) {
  const { t } = useTranslation('regional');
  const failed = SELECTION_LEVELS.filter((level) => lists[level].isError);
  return (
    <section aria-labelledby="regional-filters" className="rounded-2xl bg-surface p-4 ring-1 ring-white/10 md:p-5">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="regional-filters" className="text-base font-bold md:text-lg">
          {t('filters')}
        </h2>
        <Button variant="ghost" size="sm" onClick={onReset} className="text-white/80">
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('resetFilters')}
        </Button>
      </div>
      {/* Phones: state on its own row, then two per row; wide screens: all five in one row. */}
      <div className="grid grid-cols-[repeat(2,minmax(0,1fr))] gap-3 lg:grid-cols-[repeat(5,minmax(0,1fr))]">
        {SELECTION_LEVELS.map((level, index) => {
          const parent = index === 0 ? undefined : SELECTION_LEVELS[index - 1]!;
          const isParentChosen = parent === undefined || selection[parent] !== undefined;
          return (
            <RegionSelect
              key={level}
              className={index === 0 ? 'col-span-2 lg:col-span-1' : undefined}
              label={t(level)}
              anyLabel={t(COPY[level].any)}
              value={selection[level]}
              regions={lists[level].data}
              isLoading={isParentChosen && lists[level].isPending}
              disabled={!isParentChosen}
              onChange={(id) => onSelect(level, id)}
            />
          );
        })}
      </div>
      {failed.length > 0 && (
        <div className="mt-4 space-y-2">
          {failed.map((level) => (
            <TeluguLoadError
              key={level}
              messageKey={COPY[level].failed}
              onRetry={() => void lists[level].refetch()}
              isRetrying={lists[level].isFetching}
            />
          ))}
        </div>
      )}
    </section>
  );
}
