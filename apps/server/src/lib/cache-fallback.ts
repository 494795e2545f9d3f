// The shared cache when Redis may fail (issue 14.6): Redis while it answers, this process's memory
// cache while it does not (see redis/redis-link.ts). A failure of the load itself (the database) is
// the caller's error, never a reason to load twice. Invalidations always reach the memory cache, and
// Redis when it answers; an instance that missed one during an outage serves its entry at most one
// TTL longer, as the memory-only default does across restarts.
import type { Cache, CacheOptions } from './cache.ts';
import { createMemoryCache } from './cache-memory.ts';
import { createRedisCache } from './cache-redis.ts';
import type { RedisLink } from './redis/redis-link.ts';

export function createFallbackCache(link: RedisLink, opts: CacheOptions = {}): Cache {
  const shared = createRedisCache(link.client, opts);
  const local = createMemoryCache(opts);
  const listeners: Array<(namespace: string) => void> = [];

  async function either<T>(load: () => Promise<unknown>, viaShared: (load: () => Promise<unknown>) => Promise<T>, viaLocal: () => Promise<T>): Promise<T> {
    if (!link.usable()) {
      link.fellBack('cache');
      return viaLocal();
    }
    let loadError: { err: unknown } | undefined;
    const guarded = () =>
      load().catch((err: unknown) => {
        loadError = { err };
        throw err;
      });
    try {
      return await viaShared(guarded);
    } catch (err) {
      if (loadError) throw loadError.err;
      link.failed('cache', err);
      return viaLocal();
    }
  }

  return {
    wrap: (ns, key, ttl, load) =>
      either(load, (guarded) => shared.wrap(ns, key, ttl, guarded as typeof load), () => local.wrap(ns, key, ttl, load)),
    wrapDerived: (ns, key, ttl, load, derive) =>
      either(
        load,
        (guarded) => shared.wrapDerived(ns, key, ttl, guarded as typeof load, derive),
        () => local.wrapDerived(ns, key, ttl, load, derive),
      ),
    async invalidate(ns) {
      await local.invalidate(ns);
      if (link.usable()) await shared.invalidate(ns).catch((err: unknown) => link.failed('cache', err));
      for (const listener of listeners) listener(ns);
    },
    onInvalidate: (listener) => void listeners.push(listener),
  };
}
