// GET /api/live-streams/by_category/?category_id= (SPEC 7): polled every 10 s by the header and
// every 5 s by the home's category section. TanStack Query pauses interval refetches while the
// tab is hidden, which is when nobody is looking anyway.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveStream } from '@ott/contract';
import { API, LIVE_POLL_SECTION_MS } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { catalogueKeys } from './query-keys.ts';
import type { QueryConfig } from './query-config.ts';

export async function listLiveStreams(categoryId: number, signal?: AbortSignal): Promise<LiveStream[]> {
  const res = await api.get<LiveStream[] | null>(API.liveStreamsByCategory, { query: { category_id: categoryId }, signal });
  return Array.isArray(res) ? res : [];
}

export const liveStreamsQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: catalogueKeys.liveStreamsByCategory(categoryId),
    queryFn: ({ signal }) => listLiveStreams(categoryId, signal),
    refetchInterval: LIVE_POLL_SECTION_MS,
    staleTime: 0,
  });

export function useLiveStreams({ categoryId, ...config }: { categoryId: number } & QueryConfig) {
  return useQuery({ ...liveStreamsQueryOptions(categoryId), ...config });
}

/** SPEC 4 'Live presence': the LIVE button shows while an active, important stream exists. */
export const isActiveImportant = (s: LiveStream) => s.is_active && s.is_important;
