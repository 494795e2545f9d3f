// The console's categories and hero carousel (issue 15.4): lists, changes and reorders. A move
// shows at once (the cache takes the new order) and goes back if the server refuses it.
import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  AdminCategoriesResponse,
  AdminCategory,
  AdminCategoryResponse,
  AdminHeroSlide,
  AdminHeroSlideResponse,
  AdminHeroSlidesResponse,
  AdminTitlesResponse,
  CreateCategoryBody,
  UpdateCategoryBody,
} from '@ott/contract';
import { API } from '@ott/contract';
import { api, apiRequest } from '@/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const catalogueKeys = {
  categories: [...adminKeys.all, 'categories'] as const,
  heroSlides: [...adminKeys.all, 'hero-slides'] as const,
  publishedSearch: (q: string) => [...adminKeys.titles, 'published-search', q] as const,
};

export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.categories,
    queryFn: async ({ signal }) => (await api.get<AdminCategoriesResponse>(API.adminCategories, { signal })).data,
  });

export const heroSlidesQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.heroSlides,
    queryFn: async ({ signal }) => (await api.get<AdminHeroSlidesResponse>(API.adminHeroSlides, { signal })).data,
  });

/** Published titles by name, for the carousel's add search. */
export const publishedTitlesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: catalogueKeys.publishedSearch(q),
    queryFn: async ({ signal }) =>
      (await api.get<AdminTitlesResponse>(API.adminTitles, { query: { status: 'published', q, page_size: 8 }, signal })).data,
    enabled: q.trim() !== '',
    staleTime: 30_000,
  });

/** Moves the item at `index` by `step` (-1 up, +1 down); the same array when it cannot move. */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

function useListChange<TInput, TItem extends { id: number }>(key: QueryKey, send: (input: TInput) => Promise<unknown>, apply?: (items: TItem[], input: TInput) => TItem[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (input: TInput) => {
      if (!apply) return { before: undefined };
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TItem[]>(key);
      if (before) queryClient.setQueryData<TItem[]>(key, apply(before, input));
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

const reorder = <T extends { id: number }>(items: T[], ids: readonly number[]) =>
  ids.map((id) => items.find((item) => item.id === id)).filter((item): item is T => item !== undefined);

export const useCreateCategory = () =>
  useListChange<CreateCategoryBody, AdminCategory>(catalogueKeys.categories, (body) => api.post<AdminCategoryResponse>(API.adminCategories, body));

export const useUpdateCategory = () =>
  useListChange<{ id: number; body: UpdateCategoryBody }, AdminCategory>(
    catalogueKeys.categories,
    ({ id, body }) => apiRequest<AdminCategoryResponse>(API.adminCategory(id), { method: 'PATCH', body }),
  );

export const useReorderCategories = () =>
  useListChange<readonly number[], AdminCategory>(
    catalogueKeys.categories,
    (ids) => apiRequest<AdminCategoriesResponse>(API.adminCategoriesOrder, { method: 'PUT', body: { ids } }),
    reorder,
  );

export const useCreateHeroSlide = () =>
  useListChange<number, AdminHeroSlide>(catalogueKeys.heroSlides, (videoId) => api.post<AdminHeroSlideResponse>(API.adminHeroSlides, { video_id: videoId }));

export const useToggleHeroSlide = () =>
  useListChange<{ id: number; isActive: boolean }, AdminHeroSlide>(
    catalogueKeys.heroSlides,
    ({ id, isActive }) => apiRequest<AdminHeroSlideResponse>(API.adminHeroSlide(id), { method: 'PATCH', body: { is_active: isActive } }),
    (items, { id, isActive }) => items.map((s) => (s.id === id ? { ...s, is_active: isActive } : s)),
  );

export const useRemoveHeroSlide = () =>
  useListChange<number, AdminHeroSlide>(catalogueKeys.heroSlides, (id) => apiRequest<AdminHeroSlidesResponse>(API.adminHeroSlide(id), { method: 'DELETE' }));

export const useReorderHeroSlides = () =>
  useListChange<readonly number[], AdminHeroSlide>(
    catalogueKeys.heroSlides,
    (ids) => apiRequest<AdminHeroSlidesResponse>(API.adminHeroSlidesOrder, { method: 'PUT', body: { ids } }),
    reorder,
  );
