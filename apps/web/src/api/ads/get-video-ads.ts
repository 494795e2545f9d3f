// GET /api/video/{videoId}/ads/ (SPEC 7 'Ads'): the ads to play with a video, keyed by ad type
// (all lists empty for a subscriber).
import { queryOptions } from '@tanstack/react-query';
import type { VideoAdsResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { adsKeys } from './query-keys.ts';

/** Ads must never hold the feature up for long: a slow answer counts as a failure (SPEC 4 'Ads'). */
const ADS_TIMEOUT_MS = 5_000;

export function getVideoAds(videoId: number, signal?: AbortSignal): Promise<VideoAdsResponse> {
  return api.get<VideoAdsResponse>(API.videoAds(videoId), { signal, timeoutMs: ADS_TIMEOUT_MS });
}

/** Fetched afresh for every playback (the server decides who sees ads and which are live). */
export const videoAdsQueryOptions = (videoId: number) =>
  queryOptions({
    queryKey: adsKeys.video(videoId),
    queryFn: ({ signal }) => getVideoAds(videoId, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
