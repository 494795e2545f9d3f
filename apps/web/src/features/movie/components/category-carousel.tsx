import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATEGORY_PAGE_SIZE } from '@ott/contract';
import { paths } from '@/config/paths.ts';
import { categoryVideosQueryOptions } from '@/api/catalogue/list-category-videos.ts';
import type { CategoryLink } from '../lib/movie-view.ts';
import { useDeferredQueryData } from '@/lib/use-deferred-query.ts';
import { PosterRow } from './poster-row.tsx';

/**
 * 'More in {category}' with View All (SPEC 2.12). SPEC 9: 12 per page on movie details, and a
 * page of 8 when the page of 12 cannot be loaded.
 */
export function CategoryCarousel({ category, currentVideoId }: { category: CategoryLink; currentVideoId: number }) {
  const { t } = useTranslation('movie');
  const { t: tc } = useTranslation();
  const primary = useQuery(categoryVideosQueryOptions({ categoryId: category.id, pageSize: CATEGORY_PAGE_SIZE.movieDetails }));
  const fallback = useQuery({
    ...categoryVideosQueryOptions({ categoryId: category.id, pageSize: CATEGORY_PAGE_SIZE.movieDetailsFallback }),
    enabled: primary.isError,
  });
  const { data: page, isPending: isLoading } = useDeferredQueryData({
    data: primary.data ?? fallback.data,
    isPending: primary.isPending || (primary.isError && fallback.isPending && fallback.fetchStatus !== 'idle'),
  });
  const videos = (page?.data ?? []).filter((video) => video.id !== currentVideoId);
  return (
    <PosterRow
      title={t('moreIn', { category: category.name })}
      isLoading={isLoading}
      videos={videos}
      action={
        <Link to={paths.category(category.id)} className="inline-flex items-center gap-0.5 text-sm font-semibold text-white/70 hover:text-white">
          {tc('viewAll')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      }
    />
  );
}
