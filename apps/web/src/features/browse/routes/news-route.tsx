// /news (SPEC 2.1): a feed of news videos, newest first, in pages of 20 with Load More. The feed is
// the News category (found by name in /api/frontend/categories/) through the category endpoint.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CATEGORY_PAGE_SIZE } from '@ott/contract';
import { useCategories } from '@/api/catalogue/list-categories.ts';
import { categoryVideosInfiniteQueryOptions } from '@/api/catalogue/list-category-videos.ts';
import { BrowsePage } from '../components/browse-page.tsx';
import { BrowseLoadError, ComingSoon, LoadMore } from '../components/browse-states.tsx';
import { NewsFeedSkeleton, NewsStory } from '../components/news-story.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { findNewsCategory } from '../lib/news-category.ts';
import { uniqueById } from '../lib/unique-by-id.ts';
import '../i18n.ts';

export function Component() {
  const { t } = useTranslation('browse');
  const categories = useCategories();
  const news = categories.data ? findNewsCategory(categories.data) : undefined;
  const pages = useInfiniteQuery({
    ...categoryVideosInfiniteQueryOptions({ categoryId: news?.id ?? 0, pageSize: CATEGORY_PAGE_SIZE.categoryPage }),
    enabled: news !== undefined,
  });
  const videos = uniqueById(pages.data?.pages.flatMap((page) => page.data) ?? []);
  const failed = categories.isError ? categories : pages.isError && !pages.data ? pages : null;

  let body;
  if (failed) body = <BrowseLoadError onRetry={() => void failed.refetch()} isRetrying={failed.isFetching} />;
  else if (categories.isPending || (news && pages.isPending)) body = <NewsFeedSkeleton />;
  else if (videos.length === 0) body = <ComingSoon message={t('comingSoonList')} />;
  else {
    body = (
      <>
        <ul aria-label={t('newsTitle')} className="space-y-2 md:space-y-3">
          {videos.map((video, i) => (
            <NewsStory key={video.id} video={video} isLead={i === 0} />
          ))}
        </ul>
        <LoadMore pages={pages} />
      </>
    );
  }
  return (
    <BrowsePage>
      <div className="mx-auto max-w-5xl">
        <PageHeading title={t('newsTitle')} subtitle={t('newsSubtitle')} />
        {body}
      </div>
    </BrowsePage>
  );
}
