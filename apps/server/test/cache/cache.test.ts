// The read-through cache (issue 13.4): one load per entry however many requests ask at once
// (single flight), the stale value answered while ONE request refreshes it (stale-while-
// revalidate), invalidation immediate (nothing stale after it, not even a load that was running),
// and derived ready forms computed once per fill. Memory always; Redis when REDIS_URL is set.
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createCache, type Cache } from '../../src/lib/cache.ts';

const TTL = 60;
const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: false }) : null;
afterAll(() => redis?.quit());

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A load that counts its calls and returns the version it was asked for. */
function counter() {
  const load = {
    calls: 0,
    fn: async () => {
      load.calls += 1;
      return `v${load.calls}`;
    },
  };
  return load;
}

const backends: [string, () => Cache][] = [['memory', () => createCache(undefined, { now: () => clock })]];
if (redis) backends.push(['redis', () => createCache(redis, { now: () => clock })]);
let clock = Date.now();
let nsCounter = 0;

describe.each(backends)('cache (%s)', (_name, make) => {
  const ns = () => `test:${process.pid}:${Date.now()}:${++nsCounter}`;

  it('N concurrent requests on an empty entry make one load', async () => {
    const cache = make();
    const namespace = ns();
    const gate = deferred<string>();
    let calls = 0;
    const load = () => {
      calls += 1;
      return gate.promise;
    };
    const all = Array.from({ length: 50 }, () => cache.wrap(namespace, 'k', TTL, load));
    gate.resolve('filled');
    expect(await Promise.all(all)).toEqual(Array(50).fill('filled'));
    expect(calls).toBe(1);
  });

  it('after the TTL, N concurrent requests get the stale value at once and cause ONE refresh', async () => {
    const cache = make();
    const namespace = ns();
    const load = counter();
    expect(await cache.wrap(namespace, 'k', TTL, load.fn)).toBe('v1');
    clock += TTL * 1000 + 1;
    const answers = await Promise.all(Array.from({ length: 100 }, () => cache.wrap(namespace, 'k', TTL, load.fn)));
    expect(new Set(answers)).toEqual(new Set(['v1']));
    await new Promise((r) => setTimeout(r, 50));
    expect(load.calls).toBe(2);
    expect(await cache.wrap(namespace, 'k', TTL, load.fn)).toBe('v2');
    expect(load.calls).toBe(2);
  });

  it('past the stale window the entry is loaded again, once, and waited for', async () => {
    const cache = make();
    const namespace = ns();
    const load = counter();
    await cache.wrap(namespace, 'k', TTL, load.fn);
    clock += 2 * TTL * 1000 + 1;
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.wrap(namespace, 'k', TTL, load.fn)));
    expect(new Set(answers)).toEqual(new Set(['v2']));
    expect(load.calls).toBe(2);
  });

  it('invalidate takes effect at once: no stale answer after it, and a load running across it is not kept', async () => {
    const cache = make();
    const namespace = ns();
    const load = counter();
    expect(await cache.wrap(namespace, 'k', TTL, load.fn)).toBe('v1');
    await cache.invalidate(namespace);
    expect(await cache.wrap(namespace, 'k', TTL, load.fn)).toBe('v2');

    const gate = deferred<string>();
    const before = cache.wrap(namespace, 'other', TTL, () => gate.promise);
    await new Promise((r) => setTimeout(r, 10));
    await cache.invalidate(namespace);
    gate.resolve('loaded before the edit');
    expect(await before).toBe('loaded before the edit');
    expect(await cache.wrap(namespace, 'other', TTL, async () => 'after the edit')).toBe('after the edit');
  });

  it('a stale entry being refreshed is not served after an invalidate', async () => {
    const cache = make();
    const namespace = ns();
    const load = counter();
    await cache.wrap(namespace, 'k', TTL, load.fn);
    clock += TTL * 1000 + 1;
    await cache.invalidate(namespace);
    expect(await cache.wrap(namespace, 'k', TTL, load.fn)).toBe('v2');
  });

  it('wrapDerived derives once per fill, not per request', async () => {
    const cache = make();
    const namespace = ns();
    let derivations = 0;
    const derive = async (value: string) => ({ body: `${value}!`, n: ++derivations });
    const load = counter();
    for (let i = 0; i < 10; i++) expect((await cache.wrapDerived(namespace, 'k', TTL, load.fn, derive)).body).toBe('v1!');
    expect(derivations).toBe(1);
    clock += TTL * 1000 + 1;
    await cache.wrapDerived(namespace, 'k', TTL, load.fn, derive);
    await new Promise((r) => setTimeout(r, 50));
    expect((await cache.wrapDerived(namespace, 'k', TTL, load.fn, derive)).body).toBe('v2!');
    expect(derivations).toBe(2);
  });

  it('a failed load is not cached: the next request loads again', async () => {
    const cache = make();
    const namespace = ns();
    await expect(cache.wrap(namespace, 'k', TTL, () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.wrap(namespace, 'k', TTL, async () => 'ok')).toBe('ok');
  });
});
