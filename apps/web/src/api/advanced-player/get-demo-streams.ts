// GET /api/advanced-player/streams/ (SPEC 2.22): the advanced player's three cards, streams our own
// server produces. `available` changes while the live encoder starts, so the answer is kept short.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, DemoStreamsResponse, type DemoStream } from '@ott/contract';
import { api } from '@/lib/api-client.ts';

export const demoStreamsKey = ['advanced-player', 'streams'] as const;

export async function getDemoStreams(signal?: AbortSignal): Promise<DemoStream[]> {
  return DemoStreamsResponse.parse(await api.get<unknown>(API.demoStreams, { signal }));
}

export const demoStreamsQueryOptions = () =>
  queryOptions({
    queryKey: demoStreamsKey,
    queryFn: ({ signal }) => getDemoStreams(signal),
    staleTime: 5_000,
    // While the live encoder is still starting, look again until every card can play.
    refetchInterval: (query) => (query.state.data?.some((stream) => !stream.available) ? 5_000 : false),
  });

export function useDemoStreams() {
  return useQuery(demoStreamsQueryOptions());
}
