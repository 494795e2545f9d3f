// GET /api/frontend/categories/ (SPEC 7): status 'success', data[] of categories.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, FrontendCategoriesResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { catalogueKeys } from './query-keys.ts';
import type { QueryConfig } from './query-config.ts';

export async function listCategories(signal?: AbortSignal): Promise<Category[]> {
  const res = await api.get<FrontendCategoriesResponse | null>(API.frontendCategories, { signal });
  if (res?.status !== 'success' || !Array.isArray(res.data)) throw new Error('Failed to load categories');
  return res.data;
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.categories(), queryFn: ({ signal }) => listCategories(signal) });

export function useCategories(config: QueryConfig = {}) {
  return useQuery({ ...categoriesQueryOptions(), ...config });
}
