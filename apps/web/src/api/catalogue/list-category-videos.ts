// GET /api/videos/category/{id}/?page=&page_size= (SPEC 7): page size 10 on home, 12 on movie
// details (fallback 8), 20 on the category page. One page, or pages for "Load More".
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CategoryVideosResponse } from '@ott/contract';
import { API, CATEGORY_PAGE_SIZE } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { catalogueKeys } from './query-keys.ts';
import type { QueryConfig } from './query-config.ts';

export interface CategoryVideosParams {
  categoryId: number | string;
  page?: number;
  pageSize?: number;
}

/** The spec's envelope; `category` is only promised by the category page's call. */
export type CategoryVideosPage = Omit<CategoryVideosResponse, 'category'> &
  Partial<Pick<CategoryVideosResponse, 'category'>>;

export async function listCategoryVideos(
  { categoryId, page = 1, pageSize = CATEGORY_PAGE_SIZE.home }: CategoryVideosParams,
  signal?: AbortSignal,
): Promise<CategoryVideosPage> {
  const res = await api.get<CategoryVideosPage | null>(API.categoryVideos(categoryId), {
    query: { page, page_size: pageSize },
    signal,
  });
  return { ...res!, data: Array.isArray(res?.data) ? res.data : [] };
}

export const categoryVideosQueryOptions = ({ categoryId, page = 1, pageSize = CATEGORY_PAGE_SIZE.home }: CategoryVideosParams) =>
  queryOptions({
    queryKey: catalogueKeys.categoryVideosPage(categoryId, pageSize, page),
    queryFn: ({ signal }) => listCategoryVideos({ categoryId, page, pageSize }, signal),
  });

export function useCategoryVideos({ categoryId, page, pageSize, ...config }: CategoryVideosParams & QueryConfig) {
  return useQuery({ ...categoryVideosQueryOptions({ categoryId, page, pageSize }), ...config });
}

/** Pages 1..n for a "Load More" grid; the next page exists while `pagination.has_next`. */
export const categoryVideosInfiniteQueryOptions = ({
  categoryId,
  pageSize = CATEGORY_PAGE_SIZE.categoryPage,
}: Omit<CategoryVideosParams, 'page'>) =>
  infiniteQueryOptions({
    queryKey: [...catalogueKeys.categoryVideos(categoryId, pageSize), 'infinite'],
    queryFn: ({ pageParam, signal }) => listCategoryVideos({ categoryId, page: pageParam, pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (last.pagination?.has_next ? lastPage + 1 : undefined),
  });

export function useInfiniteCategoryVideos(params: Omit<CategoryVideosParams, 'page'>) {
  return useInfiniteQuery(categoryVideosInfiniteQueryOptions(params));
}
