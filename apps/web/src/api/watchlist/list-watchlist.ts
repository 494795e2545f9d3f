// GET /api/watchlist/ (SPEC 7 'Watchlist'): the signed-in viewer's titles, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WatchlistResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.ts';
import { watchlistKeys } from './query-keys.ts';

export function listWatchlist(signal?: AbortSignal): Promise<WatchlistResponse> {
  return api.get<WatchlistResponse>(API.watchlist, { signal });
}

export const watchlistQueryOptions = () =>
  queryOptions({ queryKey: watchlistKeys.list(), queryFn: ({ signal }) => listWatchlist(signal) });

/** Only asked for a signed-in viewer (SPEC 5: isAuthenticated and a token). */
export function useWatchlist() {
  const isSignedIn = useSession((s) => s.isAuthenticated && !!s.token);
  return useQuery({ ...watchlistQueryOptions(), enabled: isSignedIn });
}
