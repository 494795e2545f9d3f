// /regional/{stateId} (SPEC 2.13): states → districts → constituencies → mandals → villages →
// videos, titled '{state} Districts' … '{village} Videos' or 'States'. The level lives in the URL.
import { ArrowLeft, SlidersHorizontal } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { LoadError } from '@/ui/load-error.tsx';
import { PAGE_GUTTER } from '@/ui/scroll-row.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { DrillContent } from '../components/drill-content.tsx';
import { useDrillData } from '../hooks/use-drill-data.ts';
import { useDrillBack } from '../hooks/use-drill-navigation.ts';
import { readDrillPosition, type DrillPosition } from '../lib/drilldown.ts';
import '../i18n.ts';

/** The dropdown screen with the same selection, for filtering this region's videos. */
function filterLink(position: DrillPosition): string {
  const params = new URLSearchParams({ state_id: String(position.stateId) });
  const chain = [
    ['district_id', position.districtId],
    ['constituency_id', position.constituencyId],
    ['mandal_id', position.mandalId],
    ['village_id', position.villageId],
  ] as const;
  if (!position.showStates) {
    for (const [param, id] of chain) {
      if (id === undefined) break;
      params.set(param, String(id));
    }
  }
  return `${paths.regional}?${params.toString()}`;
}

function DrillLevelView({ position }: { position: DrillPosition }) {
  const { t } = useTranslation('regional');
  const data = useDrillData(position);
  const title = data.level === 'states' ? t('statesTitle') : t(`${data.level}Title`, { name: data.parentName ?? '' });
  const isTitlePending = data.level !== 'states' && data.parentName === undefined;
  return (
    <>
      <div className="flex min-w-0 flex-1 items-center justify-between gap-3">
        {isTitlePending && data.isParentPending ? (
          <Skeleton className="h-8 w-48 md:w-56" />
        ) : (
          // Without the parent's name (its list failed) the page keeps the section's own title.
          <h1 className="min-w-0 break-words text-xl font-bold leading-tight tracking-tight sm:text-2xl md:text-3xl">{isTitlePending ? t('title') : title}</h1>
        )}
        <Link
          to={filterLink(position)}
          className="inline-flex shrink-0 items-center gap-2 rounded-lg bg-white/10 px-3 py-2 text-sm font-semibold transition hover:bg-white/20"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{t('filterVideos')}</span>
          <span className="sr-only sm:hidden">{t('filterVideos')}</span>
        </Link>
      </div>
      <div className="basis-full pt-4 md:pt-6">
        <DrillContent position={position} data={data} />
      </div>
    </>
  );
}

export function Component() {
  const { t } = useTranslation('regional');
  const { t: tc } = useTranslation();
  const { stateId } = useParams();
  const [params] = useSearchParams();
  const position = readDrillPosition(stateId, params);
  const back = useDrillBack(position);
  return (
    <div className={`mx-auto max-w-[1600px] pb-16 pt-6 md:pt-10 ${PAGE_GUTTER}`}>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={back}
          aria-label={tc('back')}
          className="grid size-10 shrink-0 place-items-center rounded-full bg-white/10 transition hover:bg-white/20"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </button>
        {position ? (
          <DrillLevelView position={position} />
        ) : (
          <div className="basis-full pt-4">
            <LoadError className="mx-auto max-w-md" message={t('selectionFailed')} onRetry={back} retryLabel={tc('back')} />
          </div>
        )}
      </div>
    </div>
  );
}
