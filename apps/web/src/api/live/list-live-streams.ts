// GET /api/live-streams/ (issue 13.4): every category's active live streams in one answer (each
// names its `category`); SPEC 7's per-category GET /api/live-streams/by_category/ still works on the
// server, but a page watching every category asks once per poll instead of once per category.
// Polling is not configured here: live-poller.ts drives every refetch so that several screens
// never multiply requests (docs/decisions.md 'Live polling').
import { queryOptions } from '@tanstack/react-query';
import type { LiveStream } from '@ott/contract';
import { API, LIVE_POLL_SECTION_MS } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { liveKeys } from './query-keys.ts';

export async function listLiveStreams(signal?: AbortSignal): Promise<LiveStream[]> {
  const res = await api.get<LiveStream[] | null>(API.liveStreams, { signal });
  return Array.isArray(res) ? res : [];
}

export const liveStreamsQueryOptions = () =>
  queryOptions({
    queryKey: liveKeys.everyCategory(),
    queryFn: ({ signal }) => listLiveStreams(signal),
    // A mount or reconnect reuses an answer younger than the shortest poll period; focus changes
    // are the poller's business (it resumes on visibility return), and a failed poll is
    // simply asked again on the next tick (SPEC 8: live fetch failures are skipped silently).
    staleTime: LIVE_POLL_SECTION_MS,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** SPEC 4 'Live presence': the LIVE button shows while an active, important stream exists. */
export const isActiveImportant = (s: LiveStream) => s.is_active && s.is_important;

/** SPEC 5 'Playback': a live stream opens only with a live_url. */
export const isPlayable = (s: LiveStream) => (s.live_url ?? '').trim() !== '';

/**
 * A premium channel whose stream the server withheld from this viewer (no subscription, as for
 * premium titles): it opens the premium popup instead of the player.
 */
export const isPremiumLocked = (s: LiveStream) => s.is_premium && !isPlayable(s);

/** Whether choosing the stream does anything: plays it, or offers the subscription. */
export const canOpen = (s: LiveStream) => isPlayable(s) || isPremiumLocked(s);
