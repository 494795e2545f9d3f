// Screens' view of the live lists: the shared per-category queries plus a registration with the
// poller at the screen's period (SPEC 9: header 10 s, category section 5 s).
import { useEffect } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { Category, LiveStream } from '@ott/contract';
import { registerLivePolling } from './live-poller.ts';
import { liveStreamsQueryOptions } from './list-live-streams.ts';

export interface CategoryLiveStreams {
  category: Category;
  /** Active streams in the operator's order; empty while loading or after a failed fetch. */
  streams: LiveStream[];
}

export function useLiveStreamsByCategory(categories: readonly Category[], periodMs: number): CategoryLiveStreams[] {
  const client = useQueryClient();
  const ids = categories.map((c) => c.id);
  const idsKey = ids.join(',');
  useEffect(() => {
    if (idsKey === '') return;
    return registerLivePolling(client, idsKey.split(',').map(Number), periodMs);
  }, [client, idsKey, periodMs]);
  const results = useQueries({ queries: ids.map((id) => liveStreamsQueryOptions(id)) });
  return categories.map((category, i) => ({
    category,
    streams: (results[i]?.data ?? []).filter((s) => s.is_active).sort((a, b) => a.order - b.order),
  }));
}
