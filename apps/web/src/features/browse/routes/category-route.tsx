// /category/:id (SPEC 2.19, 7, 9): the category's videos in pages of 20 with Load More, titled
// with the category the server returns; Coming Soon when it has none, and SPEC 8's 'Category
// information not available' when the category does not exist.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATEGORY_PAGE_SIZE } from '@ott/contract';
import { categoryVideosInfiniteQueryOptions } from '@/api/catalogue/list-category-videos.ts';
import { ApiError } from '@/lib/api-client.ts';
import { Skeleton } from '@/ui/skeleton.tsx';
import { VideoGridSkeleton } from '@/ui/video-grid.tsx';
import { BrowseGrid } from '../components/browse-grid.tsx';
import { BrowseLoadError, CategoryUnavailable, ComingSoon, LoadMore } from '../components/browse-states.tsx';
import { BrowsePage } from '../components/browse-page.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { uniqueById } from '../lib/unique-by-id.ts';
import '../i18n.ts';

const isMissing = (error: Error | null) => error instanceof ApiError && error.status === 404;

export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation('browse');
  const pages = useInfiniteQuery({
    ...categoryVideosInfiniteQueryOptions({ categoryId: id, pageSize: CATEGORY_PAGE_SIZE.categoryPage }),
    // A missing category will not appear on a retry.
    retry: (failures, error) => !isMissing(error) && failures < 1,
  });

  if (pages.isPending) {
    return (
      <BrowsePage>
        <Skeleton className="mb-8 h-9 w-56" />
        <VideoGridSkeleton count={CATEGORY_PAGE_SIZE.categoryPage} />
      </BrowsePage>
    );
  }
  if (pages.isError && !pages.data) {
    return (
      <BrowsePage>
        {isMissing(pages.error) ? (
          <CategoryUnavailable />
        ) : (
          <BrowseLoadError onRetry={() => void pages.refetch()} isRetrying={pages.isFetching} />
        )}
      </BrowsePage>
    );
  }
  const first = pages.data.pages[0];
  const category = first?.category;
  if (!category) {
    return (
      <BrowsePage>
        <CategoryUnavailable />
      </BrowsePage>
    );
  }
  const videos = uniqueById(pages.data.pages.flatMap((page) => page.data));
  const total = first.pagination?.total_items;
  return (
    <BrowsePage>
      <PageHeading
        title={category.name}
        subtitle={category.description || undefined}
        aside={videos.length > 0 && typeof total === 'number' ? t('videoCount', { count: total }) : undefined}
      />
      {videos.length === 0 ? (
        <ComingSoon message={t('comingSoonCategory', { category: category.name })} />
      ) : (
        <>
          <BrowseGrid videos={videos} label={category.name} />
          <LoadMore pages={pages} />
        </>
      )}
    </BrowsePage>
  );
}
