// One poll loop per QueryClient for every live-stream key (SPEC 7/9: header 10 s, section 5 s).
// Each mounted screen registers the categories it watches with its period; a key is refetched
// when its last answer is older than the SHORTEST period registered for it, so the header and
// the section together cost one request per category per 5 s, never 5 s + 10 s. Nothing is
// fetched while the tab is hidden; on return every overdue key is refetched at once.
import { focusManager, type QueryClient } from '@tanstack/react-query';
import { liveStreamsQueryOptions } from './list-live-streams.ts';

/** How often overdue keys are looked for; bounds how late a poll can be. */
export const LIVE_POLL_TICK_MS = 1000;

interface Poller {
  /** categoryId → the periods of its current registrations (a multiset as a list). */
  periods: Map<number, number[]>;
  timer: ReturnType<typeof setInterval> | null;
  unsubscribeFocus: (() => void) | null;
}

const pollers = new WeakMap<QueryClient, Poller>();

/** The period a key is polled at: the shortest of its registrations. */
export function effectivePeriod(periods: readonly number[]): number | null {
  return periods.length === 0 ? null : Math.min(...periods);
}

/** Pure rule: is a key due, given when it last answered (ms, 0 = never) and its period. */
export function isDue(lastAnsweredAt: number, periodMs: number, now: number): boolean {
  return lastAnsweredAt === 0 || now - lastAnsweredAt >= periodMs;
}

function refetchDue(client: QueryClient, poller: Poller) {
  if (!focusManager.isFocused()) return;
  const now = Date.now();
  for (const [categoryId, periods] of poller.periods) {
    const period = effectivePeriod(periods);
    if (period === null) continue;
    const query = client.getQueryCache().find({ queryKey: liveStreamsQueryOptions(categoryId).queryKey, exact: true });
    if (query?.state.fetchStatus === 'fetching') continue;
    const lastAnsweredAt = Math.max(query?.state.dataUpdatedAt ?? 0, query?.state.errorUpdatedAt ?? 0);
    if (isDue(lastAnsweredAt, period, now)) void client.prefetchQuery({ ...liveStreamsQueryOptions(categoryId), staleTime: 0 });
  }
}

function start(client: QueryClient, poller: Poller) {
  poller.timer = setInterval(() => refetchDue(client, poller), LIVE_POLL_TICK_MS);
  poller.unsubscribeFocus = focusManager.subscribe((isFocused) => {
    if (isFocused) refetchDue(client, poller);
  });
}

function stop(poller: Poller) {
  if (poller.timer !== null) clearInterval(poller.timer);
  poller.unsubscribeFocus?.();
  poller.timer = null;
  poller.unsubscribeFocus = null;
}

/** Registers `categoryIds` to be polled every `periodMs` (or faster); returns the unregister. */
export function registerLivePolling(client: QueryClient, categoryIds: readonly number[], periodMs: number): () => void {
  let poller = pollers.get(client);
  if (!poller) {
    poller = { periods: new Map(), timer: null, unsubscribeFocus: null };
    pollers.set(client, poller);
  }
  const own = poller;
  for (const id of categoryIds) own.periods.set(id, [...(own.periods.get(id) ?? []), periodMs]);
  if (own.timer === null && own.periods.size > 0) start(client, own);
  return () => {
    for (const id of categoryIds) {
      const periods = [...(own.periods.get(id) ?? [])];
      periods.splice(periods.indexOf(periodMs), 1);
      if (periods.length > 0) own.periods.set(id, periods);
      else own.periods.delete(id);
    }
    if (own.periods.size === 0) stop(own);
  };
}
