// Trending Now (SPEC 2.14, 9): 10 of the last 30 days' videos, picked at random. A failed load
// leaves the section out; the search box still works.
import { TrendingUp } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Video } from '@ott/contract';
import { TRENDING_LIMIT } from '@ott/contract';
import { VideoGrid, VideoGridSkeleton } from '@/ui/video-grid.tsx';
import { SearchResultCard } from './search-result-card.tsx';

interface TrendingSectionProps {
  trending: Pick<UseQueryResult<Video[]>, 'data' | 'isPending' | 'isError'>;
  onOpen: () => void;
}

export function TrendingSection({ trending, onOpen }: TrendingSectionProps) {
  const { t } = useTranslation('search');
  if (trending.isError || trending.data?.length === 0) return null;
  return (
    <section aria-labelledby="trending-heading">
      <h2 id="trending-heading" className="mb-4 flex items-center gap-2 text-lg font-bold tracking-tight md:text-xl">
        <TrendingUp aria-hidden="true" className="size-5 text-brand-2" />
        {t('trendingNow')}
      </h2>
      {trending.data ? (
        <VideoGrid label={t('trendingNow')}>
          {trending.data.map((video) => (
            <SearchResultCard key={video.id} video={video} onOpen={onOpen} />
          ))}
        </VideoGrid>
      ) : (
        <VideoGridSkeleton count={TRENDING_LIMIT} />
      )}
    </section>
  );
}
