// The public answer memo (issue 13.4, lib/http/public-answers.ts): a route's answer to a request
// without credentials is repeated for a second before Fastify, with the same bytes and headers; it
// is never given to a request that presents credentials, lives a second at most, is emptied by an
// invalidation, and its hits are not counted by the per-address request limit (other answers are).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '@ott/contract';
import { createPublicAnswers, MEMO_LIFETIME_MS } from '../../src/lib/http/public-answers.ts';
import { toReadyBody } from '../../src/lib/http/ready-body.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { seedDemo } from '../../src/features/seed/index.ts';
import { createViewer } from './fixtures.ts';

const LIMIT = 10;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  await seedDemo(t.deps.db, { mediaBaseUrl: t.deps.config.mediaBaseUrl });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

let ip = 0;
/** Each test its own address, so the per-address limit of one never touches another. */
const newAddress = () => `10.91.0.${(ip += 1)}`;
const get = (url: string, headers: Record<string, string> = {}, remoteAddress = newAddress()) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress });

/** Reached the route (and the request limit before it): the limit's headers are there. */
const reachedRoute = (res: Awaited<ReturnType<typeof get>>) => 'x-ratelimit-limit' in res.headers;

const comparable = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !name.startsWith('x-ratelimit-') && !['date', 'set-cookie', 'x-request-id'].includes(name),
    ),
  );

describe('the public answer memo', () => {
  it.each([
    ['/api/frontend/categories/', 'br'],
    ['/api/videos/hero/', 'gzip'],
    ['/api/videos/?limit=15&ordering=-created_at', 'br'],
    ['/api/videos/1/', ''],
    [API.liveStreams, 'gzip, deflate, br'],
  ])(
    '%s (%s): the next second gets the same bytes and headers, 304s included',
    async (url, encoding) => {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      const first = await get(url, headers);
      expect(first.statusCode).toBe(200);
      expect(reachedRoute(first)).toBe(true);
      const again = await get(url, headers);
      expect(reachedRoute(again)).toBe(false);
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(comparable(again.headers)).toEqual(comparable(first.headers));
      // Public bytes carry no cookie: a CDN may keep them.
      expect(again.headers['set-cookie']).toBeUndefined();
      const notModified = await get(url, {
        ...headers,
        'if-none-match': String(first.headers.etag),
      });
      expect(reachedRoute(notModified)).toBe(false);
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(first.headers.etag);
    },
  );

  it('never answers a request that presents credentials (header or cookie)', async () => {
    const viewer = await createViewer(t.deps, { subscribedDays: 5 });
    await get('/api/videos/');
    for (const credentials of [
      viewer.headers,
      { cookie: `csrftoken=abc; sessionid=${viewer.token}` },
    ]) {
      const mine = await get('/api/videos/', credentials);
      expect(reachedRoute(mine)).toBe(true);
      expect(mine.headers['cache-control']).toBe('private, no-cache');
    }
    // A cookie that signs nobody in (only csrftoken, a language) still gets the memoised answer.
    expect(reachedRoute(await get('/api/videos/', { cookie: 'csrftoken=abc; lang=te' }))).toBe(
      false,
    );
  });

  it('lives a second at most, and an invalidation (an admin edit) empties it at once', async () => {
    const url = '/api/frontend/categories/';
    await get(url);
    expect(reachedRoute(await get(url))).toBe(false);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + MEMO_LIFETIME_MS);
    expect(reachedRoute(await get(url))).toBe(true);
    expect(reachedRoute(await get(url))).toBe(false);
    await t.deps.cache.invalidate('anything');
    expect(reachedRoute(await get(url))).toBe(true);
  });

  it('only GET: HEAD, POST and unmemoised routes go to Fastify', async () => {
    const url = '/api/videos/hero/';
    await get(url);
    expect(reachedRoute(await t.app.inject({ method: 'HEAD', url, remoteAddress: newAddress() }))).toBe(true);
    // Not a route for POST: refused by Fastify's chain (CSRF before the 404), never the memo's 200.
    expect((await t.app.inject({ method: 'POST', url, remoteAddress: newAddress() })).statusCode).toBe(403);
    await get(API.appConfig);
    expect(reachedRoute(await get(API.appConfig))).toBe(true);
  });

  it('memoised answers are not counted by the per-address limit; other answers are', async () => {
    const address = newAddress();
    const categories = await Promise.all(
      Array.from({ length: LIMIT * 4 }, () => get('/api/frontend/categories/', {}, address)),
    );
    expect(categories.map((r) => r.statusCode)).toEqual(categories.map(() => 200));
    const other = [];
    for (let i = 0; i < LIMIT + 2; i += 1)
      other.push((await get(API.appConfig, {}, address)).statusCode);
    expect(other).toContain(429);
  });
});

describe('createPublicAnswers', () => {
  const answer = async (n: number) => ({
    body: await toReadyBody({ n }),
    cacheControl: 'public, no-cache',
    vary: 'Accept-Encoding',
  });

  it('holds 1000 URLs at most, the oldest going first', async () => {
    const memo = createPublicAnswers({ securityHeaders: {} });
    const body = await answer(1);
    for (let i = 0; i < 1001; i += 1) memo.remember(`/api/x/?page=${i}`, body);
    expect(memo.size).toBe(1000);
  });

  it('keeps nothing with a lifetime of 0 (an app on a pass-through cache)', async () => {
    const memo = createPublicAnswers({ securityHeaders: {}, lifetimeMs: 0 });
    memo.remember('/api/x/', await answer(1));
    expect(memo.size).toBe(0);
  });
});
