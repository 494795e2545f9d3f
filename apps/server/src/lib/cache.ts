// Read-through cache for hot catalogue reads (ARCHITECTURE 9): Redis when configured, else memory.
// Invalidation bumps a namespace version, so every instance stops serving old entries at once.
import type { Redis } from 'ioredis';

export interface Cache {
  wrap<T>(namespace: string, key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T>;
  invalidate(namespace: string): Promise<void>;
}

export function createCache(redis?: Redis): Cache {
  if (redis) {
    const version = async (ns: string) => (await redis.get(`cachever:${ns}`)) ?? '0';
    return {
      async wrap(ns, key, ttl, load) {
        const k = `cache:${ns}:${await version(ns)}:${key}`;
        const hit = await redis.get(k);
        if (hit !== null) return JSON.parse(hit) as never;
        const value = await load();
        await redis.set(k, JSON.stringify(value), 'EX', ttl);
        return value;
      },
      async invalidate(ns) {
        await redis.incr(`cachever:${ns}`);
      },
    };
  }
  const store = new Map<string, { value: unknown; expiresAt: number }>();
  const MAX_ENTRIES = 5000;
  return {
    async wrap(ns, key, ttl, load) {
      const k = `${ns}:${key}`;
      const hit = store.get(k);
      if (hit && hit.expiresAt > Date.now()) return hit.value as never;
      const value = await load();
      if (store.size >= MAX_ENTRIES) store.delete(store.keys().next().value as string);
      store.set(k, { value, expiresAt: Date.now() + ttl * 1000 });
      return value;
    },
    async invalidate(ns) {
      for (const k of store.keys()) if (k.startsWith(`${ns}:`)) store.delete(k);
    },
  };
}
