// The in-process cache (no REDIS_URL): see cache.ts for the rules (single flight, stale while
// revalidate, immediate invalidation).
import type { Cache, CacheOptions } from './cache.ts';
import { staleWindowMs } from './cache.ts';

interface Entry {
  value: unknown;
  freshUntil: number;
  staleUntil: number;
}

const MAX_ENTRIES = 5000;

export function createMemoryCache(opts: CacheOptions = {}): Cache {
  const now = opts.now ?? (() => Date.now());
  const listeners: Array<(namespace: string) => void> = [];
  const store = new Map<string, Entry>();
  const loading = new Map<string, Promise<unknown>>();
  const generations = new Map<string, number>();
  const generation = (ns: string) => generations.get(ns) ?? 0;

  /** One load per key at a time; its result is kept only if no invalidation happened meanwhile. */
  function fill(ns: string, key: string, ttl: number, load: () => Promise<unknown>): Promise<unknown> {
    const gen = generation(ns);
    const k = `${ns}:${gen}:${key}`;
    const running = loading.get(k);
    if (running) return running;
    const promise = (async () => {
      try {
        const value = await load();
        if (generation(ns) === gen) {
          if (store.size >= MAX_ENTRIES && !store.has(k)) store.delete(store.keys().next().value as string);
          const at = now();
          store.set(k, { value, freshUntil: at + ttl * 1000, staleUntil: at + ttl * 1000 + staleWindowMs(ttl) });
        }
        return value;
      } finally {
        loading.delete(k);
      }
    })();
    loading.set(k, promise);
    return promise;
  }

  async function read(ns: string, key: string, ttl: number, load: () => Promise<unknown>) {
    const hit = store.get(`${ns}:${generation(ns)}:${key}`);
    const at = now();
    if (hit && hit.freshUntil > at) return hit.value;
    if (hit && hit.staleUntil > at) {
      fill(ns, key, ttl, load).catch((err: unknown) => opts.onRefreshError?.(err));
      return hit.value;
    }
    return fill(ns, key, ttl, load);
  }

  return {
    wrap: (ns, key, ttl, load) => read(ns, key, ttl, load) as never,
    wrapDerived: (ns, key, ttl, load, derive) => read(ns, key, ttl, async () => derive(await load())) as never,
    async invalidate(ns) {
      generations.set(ns, generation(ns) + 1);
      for (const k of store.keys()) if (k.startsWith(`${ns}:`)) store.delete(k);
      for (const listener of listeners) listener(ns);
    },
    onInvalidate: (listener) => void listeners.push(listener),
  };
}
