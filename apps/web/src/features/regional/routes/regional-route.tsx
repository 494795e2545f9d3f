// /regional (SPEC 2.13, query state_id optional): the dropdown screen. The selection lives in the
// query (state_id, district_id, constituency_id, mandal_id, village_id) so a reload keeps it.
import { useEffect } from 'react';
import { Compass } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { PAGE_GUTTER } from '@/ui/scroll-row.tsx';
import { RegionBreadcrumb } from '../components/region-breadcrumb.tsx';
import { RegionFilters } from '../components/region-filters.tsx';
import { RegionalVideosSection } from '../components/regional-videos-section.tsx';
import { knownSelection, selectedName, selectionCrumbs, useSelectionLists } from '../hooks/use-selection-lists.ts';
import {
  deepestLevel,
  readSelection,
  resetToLevel,
  selectLevel,
  selectionParams,
  toVideosQuery,
  type RegionSelection,
  type SelectionLevel,
} from '../lib/selection.ts';
import '../i18n.ts';

export function Component() {
  const { t } = useTranslation('regional');
  const [params, setParams] = useSearchParams();
  const requested = readSelection(params);
  const lists = useSelectionLists(requested);
  // An id its list does not hold is dropped with everything below it, in the URL too.
  const selection = knownSelection(lists, requested);
  const knownQuery = selectionParams(selection).toString();
  const isStale = knownQuery !== selectionParams(requested).toString();
  const deepest = deepestLevel(selection);
  const stateName = selectedName(lists, selection, 'state');

  const update = (next: RegionSelection) => setParams(selectionParams(next), { replace: true });
  const onSelect = (level: SelectionLevel, id: number | null) => update(selectLevel(selection, level, id));
  const onResetTo = (level: SelectionLevel | null) => update(resetToLevel(selection, level));
  const onResetAll = () => update({});
  useEffect(() => {
    if (isStale) setParams(new URLSearchParams(knownQuery), { replace: true });
  }, [isStale, knownQuery, setParams]);

  return (
    <div className={`mx-auto max-w-[1600px] space-y-6 pb-16 pt-6 md:pt-10 ${PAGE_GUTTER}`}>
      <header className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-sm text-muted md:text-base">{t('subtitle')}</p>
        </div>
        {selection.state !== undefined && stateName && (
          <Link
            to={paths.regionalState(selection.state)}
            className="inline-flex items-center gap-2 self-start rounded-lg bg-white/10 px-3 py-2 text-sm font-semibold transition hover:bg-white/20 md:self-auto"
          >
            <Compass aria-hidden="true" className="size-4" />
            {t('exploreState', { name: stateName })}
          </Link>
        )}
      </header>
      <RegionFilters selection={selection} lists={lists} onSelect={onSelect} onReset={onResetAll} />
      <RegionBreadcrumb crumbs={selectionCrumbs(lists, selection)} onReset={onResetTo} />
      <RegionalVideosSection
        query={toVideosQuery(selection)}
        regionName={deepest ? selectedName(lists, selection, deepest) : undefined}
        hasSelection={deepest !== null}
        onReset={onResetAll}
      />
    </div>
  );
}
