// GET /api/videos/?limit=15&ordering=-created_at (SPEC 7; limit 20 on movie details).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Video } from '@ott/contract';
import { API, RECENTLY_ADDED_HOME_LIMIT } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { catalogueKeys } from './query-keys.ts';
import type { QueryConfig } from './query-config.ts';
import { toVideoList, type VideoListPayload } from './video-list.ts';

export async function listRecentVideos(limit = RECENTLY_ADDED_HOME_LIMIT, signal?: AbortSignal): Promise<Video[]> {
  const res = await api.get<VideoListPayload>(API.videos, { query: { limit, ordering: '-created_at' }, signal });
  return toVideoList(res);
}

export const recentVideosQueryOptions = (limit = RECENTLY_ADDED_HOME_LIMIT) =>
  queryOptions({ queryKey: catalogueKeys.recent(limit), queryFn: ({ signal }) => listRecentVideos(limit, signal) });

export function useRecentVideos({ limit, ...config }: { limit?: number } & QueryConfig = {}) {
  return useQuery({ ...recentVideosQueryOptions(limit), ...config });
}
