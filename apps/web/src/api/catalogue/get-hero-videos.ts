// GET /api/videos/hero/ (SPEC 7): the hero carousel's slides.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HeroResponse, HeroSlide } from '@ott/contract';
import { API, HERO_SLIDES_ELEMENT_ID } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { pageDataList } from '@/lib/page-data.ts';
import { catalogueKeys } from './query-keys.ts';
import type { QueryConfig } from './query-config.ts';

/** SPEC 8 'Home': an internal message only, never shown to the viewer. */
export const HERO_LOAD_FAILED = 'Failed to load hero videos';

export async function getHeroVideos(signal?: AbortSignal): Promise<HeroSlide[]> {
  const res = await api.get<HeroResponse | null>(API.heroVideos, { signal });
  if (res?.status !== 'success' || !Array.isArray(res.data)) throw new Error(HERO_LOAD_FAILED);
  return [...res.data].sort((a, b) => a.order - b.order);
}

/**
 * The slides GET / carried in its HTML (the server's first paint of the hero, issue 13.3), so the
 * first render shows that hero at once instead of a skeleton until the API answers. Dated to the
 * page load: they are refetched once stale, like any answer.
 */
function slidesFromPage(): HeroSlide[] | undefined {
  return pageDataList<HeroSlide>(HERO_SLIDES_ELEMENT_ID)?.sort((a, b) => a.order - b.order);
}

export const heroVideosQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.hero(),
    queryFn: ({ signal }) => getHeroVideos(signal),
    initialData: slidesFromPage,
    initialDataUpdatedAt: () => performance.timeOrigin,
  });

export function useHeroVideos(config: QueryConfig = {}) {
  return useQuery({ ...heroVideosQueryOptions(), ...config });
}
