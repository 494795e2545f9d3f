// GET /api/videos?title=&description=&category_name= (SPEC 7 'Content'): the search screen sends
// the same text in all three; the server answers with every video matching any of them.
import { queryOptions } from '@tanstack/react-query';
import type { Video } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { catalogueKeys } from './query-keys.ts';
import { toVideoList, type VideoListPayload } from './video-list.ts';

/** The server accepts at most 100 characters per text filter (contract VideoListQuery). */
export const SEARCH_QUERY_MAX_LENGTH = 100;

export async function searchVideos(query: string, signal?: AbortSignal): Promise<Video[]> {
  const text = query.trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  const res = await api.get<VideoListPayload>(API.videos, {
    query: { title: text, description: text, category_name: text },
    signal,
  });
  return toVideoList(res);
}

/** Keyed by the trimmed text, so ' prema ' and 'prema' share one request and one cache entry. */
export const searchVideosQueryOptions = (query: string) =>
  queryOptions({
    queryKey: catalogueKeys.search(query.trim()),
    queryFn: ({ signal }) => searchVideos(query, signal),
  });
