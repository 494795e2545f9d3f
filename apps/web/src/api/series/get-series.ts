// GET /api/series/{id}/ (issue 18.4): a published series with its seasons and episodes in order.
import { queryOptions } from '@tanstack/react-query';
import type { SeriesResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { seriesKeys } from './query-keys.ts';

export function getSeries(id: number | string, signal?: AbortSignal): Promise<SeriesResponse> {
  return api.get<SeriesResponse>(API.series(id), { signal });
}

export const seriesQueryOptions = (id: number | string) =>
  queryOptions({ queryKey: seriesKeys.detail(id), queryFn: ({ signal }) => getSeries(id, signal).then((r) => r.series) });
