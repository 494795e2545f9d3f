// GET /api/ads/banner/ (SPEC 7 'Ads'): the rotating banners (empty for a subscriber).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BannerAdsResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { adsKeys } from './query-keys.ts';

export function getBannerAds(signal?: AbortSignal): Promise<BannerAdsResponse> {
  return api.get<BannerAdsResponse>(API.bannerAds, { signal });
}

export const bannerAdsQueryOptions = () =>
  queryOptions({
    queryKey: adsKeys.banner(),
    queryFn: ({ signal }) => getBannerAds(signal),
    staleTime: 60_000,
    retry: false,
  });

/** Banners are decoration: a failed fetch simply shows none. */
export function useBannerAds({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...bannerAdsQueryOptions(), enabled });
}
