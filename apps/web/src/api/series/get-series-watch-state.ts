// GET /api/series/{id}/watch-state/ (issue 18.4): the signed-in viewer's progress per episode and the
// episode the Play button opens. Visitors have none (the page then plays the first episode).
import { useQuery } from '@tanstack/react-query';
import type { SeriesWatchStateResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.ts';
import { seriesKeys } from './query-keys.ts';

export function getSeriesWatchState(id: number | string, signal?: AbortSignal): Promise<SeriesWatchStateResponse> {
  return api.get<SeriesWatchStateResponse>(API.seriesWatchState(id), { signal });
}

export function useSeriesWatchState(id: number | string) {
  const isSignedIn = useSession((s) => s.isAuthenticated && !!s.token);
  return useQuery({
    queryKey: seriesKeys.watchState(id),
    queryFn: ({ signal }) => getSeriesWatchState(id, signal),
    enabled: isSignedIn,
    retry: false,
  });
}
