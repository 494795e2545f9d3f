// One poll loop per QueryClient for the live streams (SPEC 7/9: header 10 s, section 5 s). Each
// mounted screen registers its period; the one every-category query (GET /api/live-streams/,
// issue 13.4) is refetched when its last answer is older than the SHORTEST period registered, so
// the header and the section together cost one request per 5 s, never 5 s + 10 s, and never one
// per category. Nothing is fetched while the tab is hidden; on return an overdue poll runs at once.
import { focusManager, type QueryClient } from '@tanstack/react-query';
import { liveStreamsQueryOptions } from './list-live-streams.ts';

/** How often an overdue poll is looked for; bounds how late a poll can be. */
export const LIVE_POLL_TICK_MS = 1000;

interface Poller {
  /** The periods of the current registrations (a multiset as a list). */
  periods: number[];
  timer: ReturnType<typeof setInterval> | null;
  unsubscribeFocus: (() => void) | null;
}

const pollers = new WeakMap<QueryClient, Poller>();

/** The period the streams are polled at: the shortest of the registrations. */
export function effectivePeriod(periods: readonly number[]): number | null {
  return periods.length === 0 ? null : Math.min(...periods);
}

/** Pure rule: is a poll due, given when it last answered (ms, 0 = never) and its period. */
export function isDue(lastAnsweredAt: number, periodMs: number, now: number): boolean {
  return lastAnsweredAt === 0 || now - lastAnsweredAt >= periodMs;
}

function refetchIfDue(client: QueryClient, poller: Poller) {
  if (!focusManager.isFocused()) return;
  const period = effectivePeriod(poller.periods);
  if (period === null) return;
  const options = liveStreamsQueryOptions();
  const query = client.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  if (query?.state.fetchStatus === 'fetching') return;
  const lastAnsweredAt = Math.max(query?.state.dataUpdatedAt ?? 0, query?.state.errorUpdatedAt ?? 0);
  if (isDue(lastAnsweredAt, period, Date.now())) void client.prefetchQuery({ ...options, staleTime: 0 });
}

function start(client: QueryClient, poller: Poller) {
  poller.timer = setInterval(() => refetchIfDue(client, poller), LIVE_POLL_TICK_MS);
  poller.unsubscribeFocus = focusManager.subscribe((isFocused) => {
    if (isFocused) refetchIfDue(client, poller);
  });
}

function stop(poller: Poller) {
  if (poller.timer !== null) clearInterval(poller.timer);
  poller.unsubscribeFocus?.();
  poller.timer = null;
  poller.unsubscribeFocus = null;
}

/** Registers a screen polling the live streams every `periodMs` (or faster); returns the unregister. */
export function registerLivePolling(client: QueryClient, periodMs: number): () => void {
  let poller = pollers.get(client);
  if (!poller) {
    poller = { periods: [], timer: null, unsubscribeFocus: null };
    pollers.set(client, poller);
  }
  const own = poller;
  own.periods.push(periodMs);
  if (own.timer === null) start(client, own);
  return () => {
    own.periods.splice(own.periods.indexOf(periodMs), 1);
    if (own.periods.length === 0) stop(own);
  };
}
