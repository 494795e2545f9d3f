// The console's ads (issue 17.4, editor role): the list, one ad, its stats, and its writes. Each
// write answers with the ad as it is now, which replaces the cached one; the list is read again.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ADS_API, type AdStatsResponse, type AdminAdListResponse, type AdminAdResponse, type CreateAdBody, type UpdateAdBody } from '@ott/contract';
import { api, apiRequest } from '@/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** A picture upload may take longer than an ordinary request. */
const UPLOAD_TIMEOUT_MS = 120_000;

export const adKeys = {
  all: [...adminKeys.all, 'ads'] as const,
  list: [...adminKeys.all, 'ads', 'list'] as const,
  one: (id: number | string) => [...adminKeys.all, 'ads', 'one', String(id)] as const,
  stats: (id: number | string, from: string, to: string) => [...adminKeys.all, 'ads', 'stats', String(id), from, to] as const,
};

export const adsQueryOptions = () =>
  queryOptions({ queryKey: adKeys.list, queryFn: ({ signal }) => api.get<AdminAdListResponse>(ADMIN_ADS_API.ads, { signal }) });

/** While a video is uploaded or processed, the ad is read again every 2 s to follow it. */
export const adQueryOptions = (id: number | string) =>
  queryOptions({
    queryKey: adKeys.one(id),
    queryFn: ({ signal }) => api.get<AdminAdResponse>(ADMIN_ADS_API.ad(id), { signal }),
    refetchInterval: (query) => (['queued', 'running'].includes(query.state.data?.ad.creative.state ?? '') ? 2000 : false),
  });

export const adStatsQueryOptions = (id: number | string, from: string, to: string) =>
  queryOptions({
    queryKey: adKeys.stats(id, from, to),
    queryFn: ({ signal }) => api.get<AdStatsResponse>(ADMIN_ADS_API.stats(id), { query: { from, to }, signal }),
  });

function useAdWrite<TInput>(send: (input: TInput) => Promise<AdminAdResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => queryClient.setQueryData(adKeys.one(saved.ad.id), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adKeys.list }),
  });
}

export const useCreateAd = () => useAdWrite((body: CreateAdBody) => api.post<AdminAdResponse>(ADMIN_ADS_API.ads, body));
export const useUpdateAd = (id: number) => useAdWrite((body: UpdateAdBody) => apiRequest<AdminAdResponse>(ADMIN_ADS_API.ad(id), { method: 'PUT', body }));
export const usePauseAd = (id: number) => useAdWrite(() => api.post<AdminAdResponse>(ADMIN_ADS_API.pause(id)));
export const useResumeAd = (id: number) => useAdWrite(() => api.post<AdminAdResponse>(ADMIN_ADS_API.resume(id)));
export const useUploadBannerImage = (id: number) =>
  useAdWrite((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<AdminAdResponse>(ADMIN_ADS_API.bannerImage(id), form, { timeoutMs: UPLOAD_TIMEOUT_MS });
  });

/** After a video upload ends: the ad (now queued) is read again, and followed while it is processed. */
export function useRefreshAds() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: adKeys.all });
}
