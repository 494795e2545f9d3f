// The console's series (issue 18.4) and a title's skip markers (issue 18.5): reads and writes; each
// write's answer is the series (or the markers) as they now are, put straight into the cache.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddEpisodeBody,
  AdminSeries,
  AdminSeriesListResponse,
  AdminSeriesResponse,
  CreateSeasonBody,
  CreateSeriesBody,
  MarkersResponse,
  SkipMarkerInput,
  UpdateSeriesBody,
} from '@ott/contract';
import { API } from '@ott/contract';
import { api, apiRequest } from '@/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const seriesAdminKeys = {
  list: [...adminKeys.all, 'series'] as const,
  one: (id: number | string) => [...adminKeys.all, 'series', 'one', String(id)] as const,
  markers: (titleId: number | string) => [...adminKeys.titles, 'markers', String(titleId)] as const,
};

export const adminSeriesListQueryOptions = () =>
  queryOptions({
    queryKey: seriesAdminKeys.list,
    queryFn: async ({ signal }) => (await api.get<AdminSeriesListResponse>(API.adminSeriesList, { signal })).data,
  });

export const adminSeriesQueryOptions = (id: number | string) =>
  queryOptions({
    queryKey: seriesAdminKeys.one(id),
    queryFn: async ({ signal }) => (await api.get<AdminSeriesResponse>(API.adminSeries(id), { signal })).series,
  });

export const titleMarkersQueryOptions = (titleId: number | string) =>
  queryOptions({
    queryKey: seriesAdminKeys.markers(titleId),
    queryFn: ({ signal }) => api.get<MarkersResponse>(API.adminTitleMarkers(titleId), { signal }),
  });

export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSeriesBody) => api.post<AdminSeriesResponse>(API.adminSeriesList, body),
    onSuccess: (result) => {
      queryClient.setQueryData(seriesAdminKeys.one(result.series.id), result.series);
      void queryClient.invalidateQueries({ queryKey: seriesAdminKeys.list });
    },
  });
}

type SeriesWrite =
  | { kind: 'update'; body: UpdateSeriesBody }
  | { kind: 'addSeason'; body: CreateSeasonBody }
  | { kind: 'removeSeason'; number: number }
  | { kind: 'addEpisode'; body: AddEpisodeBody }
  | { kind: 'removeEpisode'; videoId: number }
  | { kind: 'reorder'; number: number; ids: number[] };

function sendSeriesWrite(id: number, write: SeriesWrite): Promise<AdminSeriesResponse> {
  switch (write.kind) {
    case 'update':
      return api.patch<AdminSeriesResponse>(API.adminSeries(id), write.body);
    case 'addSeason':
      return api.post<AdminSeriesResponse>(API.adminSeriesSeasons(id), write.body);
    case 'removeSeason':
      return apiRequest<AdminSeriesResponse>(API.adminSeriesSeason(id, write.number), { method: 'DELETE' });
    case 'addEpisode':
      return api.post<AdminSeriesResponse>(API.adminSeriesEpisodes(id), write.body);
    case 'removeEpisode':
      return apiRequest<AdminSeriesResponse>(API.adminSeriesEpisode(id, write.videoId), { method: 'DELETE' });
    case 'reorder':
      return apiRequest<AdminSeriesResponse>(API.adminSeriesSeasonOrder(id, write.number), { method: 'PUT', body: { ids: write.ids } });
  }
}

/** Every change to one series; the answer (the series as it now is) replaces the cached one. */
export function useSeriesWrite(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: SeriesWrite) => sendSeriesWrite(id, write),
    onSuccess: (result) => {
      queryClient.setQueryData<AdminSeries>(seriesAdminKeys.one(id), result.series);
      void queryClient.invalidateQueries({ queryKey: seriesAdminKeys.list });
      void queryClient.invalidateQueries({ queryKey: adminKeys.titles });
    },
  });
}

export function useSaveMarkers(titleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (markers: SkipMarkerInput[]) => apiRequest<MarkersResponse>(API.adminTitleMarkers(titleId), { method: 'PUT', body: { markers } }),
    onSuccess: (result) => queryClient.setQueryData(seriesAdminKeys.markers(titleId), result),
  });
}
