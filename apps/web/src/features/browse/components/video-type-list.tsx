// /premium-videos and /free-videos: a paged grid of one video type, newest first, with Load More.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VideoType } from '@ott/contract';
import { VIDEO_LIST_PAGE_SIZE, videosByTypePagesQueryOptions } from '@/api/catalogue/list-videos-by-type-pages.ts';
import { VideoGridSkeleton } from '@/ui/video-grid.tsx';
import { uniqueById } from '../lib/unique-by-id.ts';
import { BrowseGrid } from './browse-grid.tsx';
import { BrowsePage } from './browse-page.tsx';
import { BrowseLoadError, ComingSoon, LoadMore } from './browse-states.tsx';
import { PageHeading } from './page-heading.tsx';

export function VideoTypeList({ videoType, title, subtitle }: { videoType: VideoType; title: string; subtitle: string }) {
  const { t } = useTranslation('browse');
  const pages = useInfiniteQuery(videosByTypePagesQueryOptions(videoType));
  const videos = uniqueById(pages.data?.pages.flat() ?? []);
  return (
    <BrowsePage>
      <PageHeading title={title} subtitle={subtitle} />
      {pages.isPending ? (
        <VideoGridSkeleton count={VIDEO_LIST_PAGE_SIZE} />
      ) : pages.isError && !pages.data ? (
        <BrowseLoadError onRetry={() => void pages.refetch()} isRetrying={pages.isFetching} />
      ) : videos.length === 0 ? (
        <ComingSoon message={t('comingSoonList')} />
      ) : (
        <>
          <BrowseGrid videos={videos} label={title} />
          <LoadMore pages={pages} />
        </>
      )}
    </BrowsePage>
  );
}
