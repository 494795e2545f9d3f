// The results area (SPEC 2.14, 8 'Search'): skeletons while searching, the grid with a count,
// 'No results found', or the error with Retry.
import { ChevronRight, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Category } from '@ott/contract';
import { paths } from '@/config/paths.ts';
import { cn } from '@/ui/cn.ts';
import { LoadError } from '@/ui/load-error.tsx';
import { VideoGrid, VideoGridSkeleton } from '@/ui/video-grid.tsx';
import type { SearchView } from '../hooks/use-search-results.ts';
import { SearchResultCard } from './search-result-card.tsx';

interface SearchResultsProps {
  view: Exclude<SearchView, { kind: 'idle' }>;
  query: string;
  category: Pick<Category, 'id' | 'name'> | null;
  onOpen: () => void;
}

export function SearchResults({ view, query, category, onOpen }: SearchResultsProps) {
  const { t } = useTranslation('search');
  const heading = !query ? category?.name : category ? t('resultsForIn', { query, category: category.name }) : t('resultsFor', { query });
  return (
    <section aria-labelledby="search-results-heading" aria-busy={view.kind === 'loading'}>
      <div className="mb-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="search-results-heading" className="text-lg font-bold tracking-tight md:text-xl">
          {heading}
        </h2>
        <p role="status" className="text-sm text-muted">
          {view.kind === 'loading' ? t('searching') : view.kind === 'results' && view.videos.length > 0 ? t('resultCount', { count: view.videos.length }) : ''}
        </p>
        {!query && category && (
          <Link to={paths.category(category.id)} className="ml-auto inline-flex items-center gap-0.5 rounded-md text-sm font-semibold text-white/70 hover:text-white">
            {t('viewAllIn', { category: category.name })}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
      {view.kind === 'loading' && <VideoGridSkeleton count={12} />}
      {view.kind === 'error' && (
        <LoadError message={t('error')} onRetry={view.retry} isRetrying={view.isRetrying} retryLabel={t('retry')} />
      )}
      {view.kind === 'results' && view.videos.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-2xl bg-white/4 px-6 py-14 text-center ring-1 ring-white/10">
          <SearchX aria-hidden="true" className="size-10 text-white/40" />
          <p className="text-lg font-semibold">{t('noResults')}</p>
          <p className="max-w-sm text-sm text-muted">{t('noResultsHint')}</p>
        </div>
      )}
      {view.kind === 'results' && view.videos.length > 0 && (
        <VideoGrid label={heading} className={cn('transition-opacity', view.isUpdating && 'opacity-60')}>
          {view.videos.map((video) => (
            <SearchResultCard key={video.id} video={video} onOpen={onOpen} />
          ))}
        </VideoGrid>
      )}
    </section>
  );
}
