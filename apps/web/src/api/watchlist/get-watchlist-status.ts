// GET /api/watchlist/status/?content_id={id} (SPEC 7 'Watchlist'). SPEC 5: only checked when the
// viewer is signed in (isAuthenticated and a token).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WatchlistStatusResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.ts';
import { watchlistKeys } from './query-keys.ts';

export function getWatchlistStatus(contentId: number | string, signal?: AbortSignal): Promise<WatchlistStatusResponse> {
  return api.get<WatchlistStatusResponse>(API.watchlistStatus, { query: { content_id: contentId }, signal });
}

export const watchlistStatusQueryOptions = (contentId: number | string) =>
  queryOptions({
    queryKey: watchlistKeys.status(contentId),
    queryFn: ({ signal }) => getWatchlistStatus(contentId, signal),
    // A missing endpoint or a network hiccup just leaves the button in its "Add" state.
    retry: false,
  });

export function useWatchlistStatus(contentId: number | string | undefined) {
  const canCheck = useSession((s) => s.isAuthenticated && !!s.token);
  return useQuery({ ...watchlistStatusQueryOptions(contentId ?? ''), enabled: canCheck && contentId !== undefined });
}
