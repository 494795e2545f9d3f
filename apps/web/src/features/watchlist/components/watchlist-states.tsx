// Loading, error and empty states of /watchlist (SPEC 2.20, 8 'Watchlist').
import { Bookmark } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { LoadError } from '@/ui/load-error.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';

export function WatchlistSkeleton() {
  const { t } = useTranslation('watchlist');
  return (
    <div role="status" aria-label={t('loading')} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex gap-4 rounded-2xl bg-surface p-3 ring-1 ring-white/10">
          <Skeleton className="h-[150px] w-[100px] shrink-0 rounded-xl sm:h-[168px] sm:w-[112px]" />
          <div className="flex-1 space-y-3 py-1">
            <Skeleton className="h-4 w-12" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function WatchlistError({ onRetry, isRetrying }: { onRetry(): void; isRetrying: boolean }) {
  const { t } = useTranslation('watchlist');
  return <LoadError layout="page" message={t('loadFailed')} onRetry={onRetry} isRetrying={isRetrying} retryLabel={t('retry')} />;
}

export function WatchlistEmpty() {
  const { t } = useTranslation('watchlist');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-white/5 ring-1 ring-white/10">
        <Bookmark className="size-8 text-white/60" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-semibold">{t('empty')}</h2>
      <p className="text-sm text-muted">{t('emptyBody')}</p>
      <Link
        to={paths.home}
        className="mt-2 inline-flex h-11 items-center rounded-lg bg-brand px-6 text-sm font-semibold text-white transition hover:bg-brand-2"
      >
        {t('browse')}
      </Link>
    </div>
  );
}
