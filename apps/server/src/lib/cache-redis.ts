// The shared cache (REDIS_URL): see cache.ts for the rules. Each entry is stored as
// `${freshUntil}\n${json}` and kept for its TTL plus the stale window. Single flight is per process
// (concurrent requests of one instance share one load); across instances, refreshing a stale
// entry takes a short lock (SET NX PX) so one instance reloads while the others keep answering
// the stale value. A missing entry is loaded by each instance that misses it at the same moment
// (at most one load per instance), which we accept rather than make requests wait on a lock.
import type { Redis } from 'ioredis';
import type { Cache, CacheOptions } from './cache.ts';
import { staleWindowMs } from './cache.ts';

const REFRESH_LOCK_MS = 10_000;
const MAX_DERIVED = 5000;

export function createRedisCache(redis: Redis, opts: CacheOptions = {}): Cache {
  const now = opts.now ?? (() => Date.now());
  const listeners: Array<(namespace: string) => void> = [];
  const loading = new Map<string, Promise<string>>();
  /** Per-process ready forms of an entry, valid while Redis holds the same raw entry. */
  const derived = new Map<string, { raw: string; value: Promise<unknown> }>();
  const version = async (ns: string) => (await redis.get(`cachever:${ns}`)) ?? '0';

  function fill(ns: string, ver: string, k: string, ttl: number, load: () => Promise<unknown>): Promise<string> {
    const running = loading.get(k);
    if (running) return running;
    const promise = (async () => {
      const value = await load();
      const raw = `${now() + ttl * 1000}\n${JSON.stringify(value)}`;
      // An invalidation during the load moved the version on: the result is not stored.
      if ((await version(ns)) === ver) await redis.set(k, raw, 'PX', ttl * 1000 + staleWindowMs(ttl));
      return raw;
    })().finally(() => loading.delete(k));
    loading.set(k, promise);
    return promise;
  }

  async function readRaw(ns: string, key: string, ttl: number, load: () => Promise<unknown>) {
    const ver = await version(ns);
    const k = `cache:${ns}:${ver}:${key}`;
    const raw = await redis.get(k);
    const freshUntil = raw === null ? 0 : Number(raw.slice(0, raw.indexOf('\n')));
    // Redis drops it after the stale window too (PX); checked here as well against our clock.
    if (raw === null || freshUntil + staleWindowMs(ttl) <= now()) return { k, raw: await fill(ns, ver, k, ttl, load) };
    if (freshUntil <= now() && !loading.has(k)) {
      const lock = `cachelock:${k}`;
      if ((await redis.set(lock, '1', 'PX', REFRESH_LOCK_MS, 'NX')) === 'OK') {
        fill(ns, ver, k, ttl, load)
          .catch((err: unknown) => opts.onRefreshError?.(err))
          .finally(() => void redis.del(lock).catch(() => {}));
      }
    }
    return { k, raw };
  }

  const parse = (raw: string): unknown => JSON.parse(raw.slice(raw.indexOf('\n') + 1));

  return {
    async wrap(ns, key, ttl, load) {
      return parse((await readRaw(ns, key, ttl, load)).raw) as never;
    },
    async wrapDerived(ns, key, ttl, load, derive) {
      const { k, raw } = await readRaw(ns, key, ttl, load);
      const memo = derived.get(k);
      if (memo?.raw === raw) return memo.value as never;
      const value = derive(parse(raw) as never);
      value.catch(() => derived.delete(k));
      if (derived.size >= MAX_DERIVED && !derived.has(k)) derived.delete(derived.keys().next().value as string);
      derived.set(k, { raw, value });
      return value;
    },
    async invalidate(ns) {
      await redis.incr(`cachever:${ns}`);
      for (const listener of listeners) listener(ns);
    },
    onInvalidate: (listener) => void listeners.push(listener),
  };
}
