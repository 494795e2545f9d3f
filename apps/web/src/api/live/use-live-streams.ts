// Screens' view of the live lists: the one shared every-category query, grouped by category, plus
// a registration with the poller at the screen's period (SPEC 9: header 10 s, category section 5 s).
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
  useEffect(() => registerLivePolling(client, periodMs), [client, periodMs]);
  // Needs no category ids, so it is asked at once, beside the categories request (not after it).
  const { data = [] } = useQuery(liveStreamsQueryOptions());
  return categories.map((category) => ({
    category,
    streams: data.filter((s) => s.category === category.id && s.is_active).sort((a, b) => a.order - b.order),
  }));
}
