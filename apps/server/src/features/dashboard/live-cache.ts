// The dashboard's live figures (today's, and days the rollup has not reached) computed once and
// shared: both endpoints and every operator loading the screen within LIVE_TTL_MS of the first get
// the same figures, as of when they were computed (docs/decisions.md 'Dashboard'). One cache per
// server instance; concurrent loads wait for one computation (single flight).
import { istDay } from '@ott/contract';

/** How long computed live figures are served. */
export const LIVE_TTL_MS = 60_000;
/** Entries kept at most (keys are per span of open days: a handful a day). */
const MAX_ENTRIES = 64;

/** A live figure and when it was computed. */
export interface Live<T> {
  value: T;
  asOf: Date;
}

/** Gets `key`'s live figure at `now`, computing it with `compute` (at `now`) when needed. */
export type LiveSource = <T>(key: string, now: Date, compute: () => Promise<T>) => Promise<Live<T>>;

/** No cache: computes every time (the rollup job, tests of the figures themselves). */
export const uncached: LiveSource = async (_key, now, compute) => ({ value: await compute(), asOf: now });

interface Entry {
  day: string;
  at: number;
  result: Promise<Live<unknown>>;
}

export class LiveCache {
  private readonly entries = new Map<string, Entry>();
  /** Computations started (tests, metrics). */
  computations = 0;

  constructor(private readonly ttlMs = LIVE_TTL_MS) {}

  readonly get: LiveSource = <T>(key: string, now: Date, compute: () => Promise<T>): Promise<Live<T>> => {
    const day = istDay(now);
    const t = now.getTime();
    const entry = this.entries.get(key);
    // Fresh: same India day, computed at most ttl ago (and not in the caller's future).
    if (entry && entry.day === day && t >= entry.at && t - entry.at < this.ttlMs) return entry.result as Promise<Live<T>>;
    this.evict(day, t);
    this.computations++;
    const result = compute().then((value) => ({ value, asOf: now }));
    const fresh: Entry = { day, at: t, result };
    this.entries.set(key, fresh);
    // A failed computation is not served to the next caller.
    result.catch(() => {
      if (this.entries.get(key) === fresh) this.entries.delete(key);
    });
    return result;
  };

  private evict(day: string, t: number) {
    for (const [key, entry] of this.entries) {
      if (entry.day !== day || t - entry.at >= this.ttlMs) this.entries.delete(key);
    }
    while (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** The earliest of the instants (the as-of time of an answer made of several live figures). */
export const earliest = (fallback: Date, ...instants: Date[]): Date =>
  instants.reduce((min, at) => (at.getTime() < min.getTime() ? at : min), fallback);
