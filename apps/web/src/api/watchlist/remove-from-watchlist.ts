// Remove on /watchlist: the toggle of SPEC 7, applied optimistically to the cached list and rolled
// back if the server refuses (SPEC 8 'Failed to remove from watchlist').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WatchlistResponse, WatchlistToggleResponse } from '@ott/contract';
import { watchlistKeys } from './query-keys.ts';
import { toggleWatchlist } from './toggle-watchlist.ts';

const removeKey = [...watchlistKeys.all, 'remove'] as const;

/**
 * The toggle flips whatever the server holds: if the title had already left the list (another
 * tab), the first toggle adds it back and a second one takes it out again.
 */
export async function removeFromWatchlist(contentId: number): Promise<WatchlistToggleResponse> {
  const result = await toggleWatchlist(contentId);
  return result.in_watchlist ? toggleWatchlist(contentId) : result;
}

/** `onSuccess` / `onError` run for every removal (mutate's own callbacks only fire for the last one). */
export function useRemoveFromWatchlist(callbacks: { onSuccess?(): void; onError?(): void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: removeKey,
    mutationFn: removeFromWatchlist,
    onMutate: async (contentId: number) => {
      await queryClient.cancelQueries({ queryKey: watchlistKeys.list() });
      const items = queryClient.getQueryData<WatchlistResponse>(watchlistKeys.list()) ?? [];
      const index = items.findIndex((item) => item.content === contentId);
      queryClient.setQueryData<WatchlistResponse>(watchlistKeys.list(), (current) => current?.filter((item) => item.content !== contentId));
      return { removed: items[index], index };
    },
    onError: (_error, _contentId, context) => {
      callbacks.onError?.();
      // Put back only this title, where it was: other removals in flight stay removed.
      const removed = context?.removed;
      if (!removed) return;
      queryClient.setQueryData<WatchlistResponse>(watchlistKeys.list(), (current = []) =>
        current.some((item) => item.id === removed.id) ? current : [...current.slice(0, context.index), removed, ...current.slice(context.index)],
      );
    },
    onSuccess: (result, contentId) => {
      queryClient.setQueryData(watchlistKeys.status(contentId), { in_watchlist: result.in_watchlist });
      callbacks.onSuccess?.();
    },
    onSettled: () => {
      // Several quick removals: only the last one to finish refetches, so none flickers back.
      if (queryClient.isMutating({ mutationKey: removeKey }) === 1) void queryClient.invalidateQueries({ queryKey: watchlistKeys.list() });
    },
  });
}
