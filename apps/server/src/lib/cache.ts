// Read-through cache for hot catalogue reads (ARCHITECTURE 9): Redis when configured, else memory.
// Issue 13.4: each entry is filled once (single flight: concurrent callers share one load), and
// after its TTL a stale entry is still answered while ONE background load refreshes it (stale-
// while-revalidate, for at most one more TTL). Invalidation bumps a namespace generation: nothing
// from before it is served again, and a load that started before it is not stored.
import type { Redis } from 'ioredis';
import { createMemoryCache } from './cache-memory.ts';
import { createRedisCache } from './cache-redis.ts';

export interface Cache {
  wrap<T>(namespace: string, key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T>;
  /**
   * As wrap, but hands out `derive(value)`, computed once per fill in this process (ready bytes of
   * a response: body, ETag, compressed forms). The shared store (Redis) keeps only the value.
   */
  wrapDerived<T, D>(
    namespace: string,
    key: string,
    ttlSeconds: number,
    load: () => Promise<T>,
    derive: (value: T) => Promise<D>,
  ): Promise<D>;
  invalidate(namespace: string): Promise<void>;
  /** Calls `listener` on every invalidation made in this process (answers kept elsewhere go too). */
  onInvalidate(listener: (namespace: string) => void): void;
  /** Keeps nothing (benchmarks of the database path): answers built on it are not memoised either. */
  readonly passThrough?: true;
}

export interface CacheOptions {
  /** The clock (tests move it). */
  now?: () => number;
  /** A background refresh failed: the stale value stays until its stale window ends. */
  onRefreshError?: (err: unknown) => void;
}

/** How long past its TTL an entry may still be answered while it is being refreshed. */
export const staleWindowMs = (ttlSeconds: number) => ttlSeconds * 1000;

export function createCache(redis?: Redis, opts: CacheOptions = {}): Cache {
  return redis ? createRedisCache(redis, opts) : createMemoryCache(opts);
}

/** A cache that never keeps anything: every read reaches the database (benchmarks). */
export const passThroughCache: Cache = {
  wrap: (_ns, _key, _ttl, load) => load(),
  wrapDerived: async (_ns, _key, _ttl, load, derive) => derive(await load()),
  invalidate: async () => {},
  onInvalidate: () => {},
  passThrough: true,
};
