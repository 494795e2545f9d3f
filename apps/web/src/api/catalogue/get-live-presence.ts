// SPEC 2.4 / 4 'Live presence': the header walks every category's live streams every 10 s and
// shows LIVE while an active, important stream exists. One shared query, so any number of
// headers cost one poll; it pauses while the tab is hidden (TanStack's default).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_POLL_HEADER_MS, LIVE_POLL_SECTION_MS } from '@ott/contract';
import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions } from './list-categories.ts';
import { isActiveImportant, liveStreamsQueryOptions } from './list-live-streams.ts';
import { catalogueKeys } from './query-keys.ts';

export async function getLivePresence(client: QueryClient): Promise<boolean> {
  // Categories come from the shared (5-minute) cache; only the streams are polled.
  const categories = await client.ensureQueryData(categoriesQueryOptions());
  // Per-category lists go through the cache the home's 5 s live section also fills, so a list
  // fetched in the last 5 s is reused instead of asked for twice. A failing category counts as
  // "no stream there" (SPEC 8: live fetch failures are skipped).
  const found = await Promise.all(
    categories.map((c) =>
      client
        .fetchQuery({ ...liveStreamsQueryOptions(c.id), staleTime: LIVE_POLL_SECTION_MS, retry: false })
        .then((streams) => streams.some(isActiveImportant), () => false),
    ),
  );
  return found.some(Boolean);
}

export const livePresenceQueryOptions = () =>
  queryOptions({
    queryKey: [...catalogueKeys.liveStreams(), 'presence'] as const,
    queryFn: ({ client }) => getLivePresence(client),
    refetchInterval: LIVE_POLL_HEADER_MS,
    staleTime: 0,
    retry: false,
  });

export function useLivePresence(): boolean {
  return useQuery(livePresenceQueryOptions()).data === true;
}
