// Posters for the sign-in backdrop: the newest titles, public in the default browse mode. Failure
// (strict browse mode, offline) simply leaves the gradient backdrop.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@ott/contract';
import type { Video } from '@ott/contract';
import { api } from '@/lib/api-client.ts';

const POSTER_COUNT = 24;

export async function getBackdropPosters(): Promise<string[]> {
  const videos = await api.get<Video[]>(API.videos, {
    query: { limit: POSTER_COUNT, ordering: '-created_at' },
    skipAuthRedirect: true,
  });
  const list = Array.isArray(videos) ? videos : [];
  return list
    .map((v) => v.portrait_thumbnail_url ?? v.poster_url ?? v.thumbnail_url)
    .filter((url): url is string => !!url);
}

export const backdropPostersQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'backdrop-posters'], queryFn: getBackdropPosters, retry: false });

export function useBackdropPosters() {
  return useQuery(backdropPostersQueryOptions());
}
