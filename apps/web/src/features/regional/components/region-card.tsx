// A region in the drill-down (SPEC 2.13, 3 'Region'): its picture (image, image_url or thumbnail,
// falling back through SmartImage), its name and, for states, the number of districts.
import { ChevronRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Region } from '@ott/contract';
import { Skeleton } from '@/ui/skeleton.tsx';
import { SmartImage } from '@/ui/smart-image.tsx';

/** SPEC 3 names three picture fields; our server sends image_url. */
export type DrillRegion = Pick<Region, 'id' | 'name'> & {
  image_url?: string | null;
  image?: string | null;
  thumbnail?: string | null;
  districts_count?: number;
};

/** Washes for regions without a picture, so a grid still reads as a map of places. */
const TINTS = ['from-orange-500/40', 'from-emerald-500/40', 'from-sky-500/40', 'from-rose-500/40', 'from-violet-500/40', 'from-amber-400/40'];

export function RegionCard({ region, index, to }: { region: DrillRegion; index: number; to: string }) {
  const { t } = useTranslation('regional');
  const picture = region.image_url || region.image || region.thumbnail;
  return (
    <Link
      to={to}
      state={{ drilled: true }}
      className={`group relative flex aspect-[3/2] flex-col justify-end overflow-hidden rounded-xl bg-gradient-to-br ${TINTS[index % TINTS.length]} to-surface p-3 ring-1 ring-white/10 transition duration-300 hover:-translate-y-0.5 hover:ring-white/30 focus-visible:ring-white/50 md:p-4`}
    >
      {picture ? (
        <SmartImage src={picture} alt="" className="absolute inset-0 size-full opacity-80 transition duration-500 group-hover:scale-105" />
      ) : (
        <MapPin aria-hidden="true" className="absolute right-3 top-3 size-6 text-white/50" />
      )}
      <span aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/25 to-transparent" />
      <span className="relative flex items-end justify-between gap-2">
        <span className="min-w-0">
          <span className="block break-words text-[15px] font-bold leading-tight md:text-base">{region.name}</span>
          {region.districts_count !== undefined && (
            <span className="mt-0.5 block text-xs text-white/65">{t('districtCount', { count: region.districts_count })}</span>
          )}
        </span>
        <ChevronRight aria-hidden="true" className="hidden size-5 shrink-0 text-white/50 sm:block transition group-hover:translate-x-0.5 group-hover:text-white" />
      </span>
    </Link>
  );
}

export const REGION_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6';

export function RegionGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className={REGION_GRID}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={`skeleton-${i}`} className="aspect-[3/2] rounded-xl" />
        ))}
      </div>
    </div>
  );
}
