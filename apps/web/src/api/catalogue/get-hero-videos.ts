// GET /api/videos/hero/ (SPEC 7): the hero carousel's slides.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HeroResponse, HeroSlide } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { catalogueKeys } from './query-keys.ts';
import type { QueryConfig } from './query-config.ts';

/** SPEC 8 'Home': an internal message only, never shown to the viewer. */
export const HERO_LOAD_FAILED = 'Failed to load hero videos';

export async function getHeroVideos(signal?: AbortSignal): Promise<HeroSlide[]> {
  const res = await api.get<HeroResponse | null>(API.heroVideos, { signal });
  if (res?.status !== 'success' || !Array.isArray(res.data)) throw new Error(HERO_LOAD_FAILED);
  return [...res.data].sort((a, b) => a.order - b.order);
}

export const heroVideosQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.hero(), queryFn: ({ signal }) => getHeroVideos(signal) });

export function useHeroVideos(config: QueryConfig = {}) {
  return useQuery({ ...heroVideosQueryOptions(), ...config });
}
