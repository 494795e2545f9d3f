// POST /api/watchlist/toggle/ {content_id} (SPEC 7 'Watchlist'): adds or removes one title.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WatchlistToggleResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { watchlistKeys } from './query-keys.ts';

export function toggleWatchlist(contentId: number): Promise<WatchlistToggleResponse> {
  return api.post<WatchlistToggleResponse>(API.watchlistToggle, { content_id: contentId });
}

/** SPEC 4 'Watchlist': the flag toggles on success; the list is refetched wherever it is shown. */
export function useToggleWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleWatchlist,
    onSuccess: (result, contentId) => {
      queryClient.setQueryData(watchlistKeys.status(contentId), { in_watchlist: result.in_watchlist });
      void queryClient.invalidateQueries({ queryKey: watchlistKeys.list() });
    },
  });
}
