import { useTranslation } from 'react-i18next';
import { PosterCardSkeleton } from '@/ui/poster-card.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';

/** The page's shape while the movie loads, so nothing jumps when it arrives. */
export function MovieDetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" aria-label={t('loading')}>
      <div className="relative">
        <Skeleton className="h-[58vh] min-h-[320px] w-full rounded-none md:h-[88vh]" />
        <div className="relative -mt-28 space-y-4 px-4 md:absolute md:bottom-16 md:left-0 md:mt-0 md:w-[min(44rem,60%)] md:px-10 lg:px-14">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-10 w-4/5 md:h-14" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-16 w-full" />
          <div className="flex gap-3">
            <Skeleton className="h-12 w-40 rounded-xl" />
            <Skeleton className="h-12 w-32 rounded-xl" />
          </div>
        </div>
      </div>
      <div className="mt-10 flex gap-3 overflow-hidden px-4 md:px-10 lg:px-14">
        {Array.from({ length: 7 }, (_, index) => (
          <PosterCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
