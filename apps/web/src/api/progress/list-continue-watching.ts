// GET /api/continue-watching/: unfinished titles, most recently watched first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContinueWatchingResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.ts';
import { progressKeys } from './query-keys.ts';

export function listContinueWatching(signal?: AbortSignal): Promise<ContinueWatchingResponse> {
  return api.get<ContinueWatchingResponse>(API.continueWatching, { signal });
}

export const continueWatchingQueryOptions = () =>
  queryOptions({
    queryKey: progressKeys.continueWatching(),
    queryFn: ({ signal }) => listContinueWatching(signal),
    select: (response) => response.data,
  });

export function useContinueWatching() {
  const isSignedIn = useSession((s) => s.isAuthenticated && !!s.token);
  return useQuery({ ...continueWatchingQueryOptions(), enabled: isSignedIn });
}
