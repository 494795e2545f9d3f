// GET /api/videos?days=30 (SPEC 7 'Content', SPEC 9): the last 30 days' videos, of which the search
// screen shows 10 picked at random.
import { queryOptions } from '@tanstack/react-query';
import type { Video } from '@ott/contract';
import { API, TRENDING_DAYS, TRENDING_LIMIT } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { catalogueKeys } from './query-keys.ts';
import { toVideoList, type VideoListPayload } from './video-list.ts';

export async function listRecentDaysVideos(days = TRENDING_DAYS, signal?: AbortSignal): Promise<Video[]> {
  return toVideoList(await api.get<VideoListPayload>(API.videos, { query: { days }, signal }));
}

/** `count` distinct items in random order (a partial Fisher-Yates shuffle); `random` for tests. */
export function pickRandom<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    const index = Math.floor(random() * pool.length);
    picked.push(pool.splice(index, 1)[0]!);
  }
  return picked;
}

/**
 * The random pick happens inside the fetch, so the cached answer is the 10 shown: coming back to
 * the search screen (within the cache time) shows the same grid the viewer left.
 */
export const trendingVideosQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.trending(TRENDING_DAYS),
    queryFn: async ({ signal }) => pickRandom(await listRecentDaysVideos(TRENDING_DAYS, signal), TRENDING_LIMIT),
  });
