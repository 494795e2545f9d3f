import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RECENTLY_ADDED_DETAILS_LIMIT, RECENTLY_ADDED_DETAILS_SHOWN } from '@ott/contract';
import { recentVideosQueryOptions } from '@/api/catalogue/list-recent-videos.ts';
import { useDeferredQueryData } from '@/lib/use-deferred-query.ts';
import { PosterRow } from './poster-row.tsx';

/** Recently Added (SPEC 9: 20 fetched, 12 shown on movie details); the current title is skipped. */
export function RecentlyAddedCarousel({ currentVideoId }: { currentVideoId: number }) {
  const { t } = useTranslation('movie');
  const recent = useDeferredQueryData(useQuery(recentVideosQueryOptions(RECENTLY_ADDED_DETAILS_LIMIT)));
  const videos = (recent.data ?? []).filter((video) => video.id !== currentVideoId).slice(0, RECENTLY_ADDED_DETAILS_SHOWN);
  return <PosterRow title={t('recentlyAdded')} isLoading={recent.isPending} videos={videos} />;
}
