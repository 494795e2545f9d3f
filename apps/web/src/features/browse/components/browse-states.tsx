// The shared empty, error and 'more' states of the browse screens.
import { AlertTriangle, Clapperboard, House } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { Button } from '@/ui/button.tsx';
import { LoadError } from '@/ui/load-error.tsx';
import { Spinner } from '@/ui/spinner.tsx';

/** SPEC 2.19 'Coming Soon when empty'. */
export function ComingSoon({ message }: { message: string }) {
  const { t } = useTranslation('browse');
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-gradient-to-b from-white/6 to-white/2 px-6 py-16 text-center ring-1 ring-white/10">
      <span className="grid size-16 place-items-center rounded-full bg-brand/15">
        <Clapperboard aria-hidden="true" className="size-8 text-brand-2" />
      </span>
      <h2 className="text-xl font-bold">{t('comingSoon')}</h2>
      <p className="max-w-md text-sm text-muted">{message}</p>
    </div>
  );
}

/** A list that failed to load, with Try Again. */
export function BrowseLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation('browse');
  return <LoadError message={t('loadFailed')} onRetry={onRetry} isRetrying={isRetrying} retryLabel={t('retry')} />;
}

/** SPEC 8 'Playback': 'Category information not available'. */
export function CategoryUnavailable() {
  const { t } = useTranslation('browse');
  return (
    <div role="alert" className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 text-center">
      <AlertTriangle aria-hidden="true" className="size-10 text-brand-2" />
      <h1 className="text-xl font-bold">{t('categoryUnavailable')}</h1>
      <p className="text-sm text-muted">{t('categoryUnavailableHint')}</p>
      <Link to={paths.home} className="inline-flex h-11 items-center gap-2 rounded-full bg-brand px-5 font-semibold text-white transition hover:bg-brand-2">
        <House aria-hidden="true" className="size-5" />
        {t('goHome')}
      </Link>
    </div>
  );
}

/** The paging half of an infinite query. */
interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage(): unknown;
}

/** SPEC 2.19 'Load More': the next page, while the server says there is one. */
export function LoadMore({ pages }: { pages: Pages }) {
  const { hasNextPage: hasMore, isFetchingNextPage: isLoading, isFetchNextPageError: failed } = pages;
  const { t } = useTranslation('browse');
  if (!hasMore) return null;
  return (
    <div className="mt-10 flex flex-col items-center gap-3">
      {failed && (
        <p role="alert" className="text-sm text-brand-2">
          {t('loadMoreFailed')}
        </p>
      )}
      <Button variant="secondary" size="lg" onClick={() => void pages.fetchNextPage()} disabled={isLoading} className="min-w-48 rounded-full">
        {isLoading && (
          <span aria-hidden="true" className="inline-flex">
            <Spinner className="size-4" />
          </span>
        )}
        {isLoading ? t('loadingMore') : failed ? t('retry') : t('loadMore')}
      </Button>
    </div>
  );
}
