// GET /api/series/ (issue 18.4): published series for the home row, newest first.
import { useQuery } from '@tanstack/react-query';
import type { SeriesListResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { seriesKeys } from './query-keys.ts';

export function listSeries(signal?: AbortSignal): Promise<SeriesListResponse> {
  return api.get<SeriesListResponse>(API.seriesList, { signal });
}

export function useSeriesList() {
  return useQuery({ queryKey: seriesKeys.list(), queryFn: ({ signal }) => listSeries(signal).then((r) => r.data), staleTime: 5 * 60_000 });
}
