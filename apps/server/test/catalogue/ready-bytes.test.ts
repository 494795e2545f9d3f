// Hot catalogue paths (issue 13.4). Anonymous answers are ready bytes made once per cache fill:
// warm requests neither present the rows again nor serialise them; every encoding still gets its
// own ETag and a 304 on If-None-Match; after the TTL, concurrent requests are answered from the
// stale entry while ONE load refreshes it; an explicit invalidation takes effect at once; and
// GET /api/live-streams/ answers every category at once. Runs on PGlite and PostgreSQL.
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, LiveStreamsResponse, type LiveStream } from '@ott/contract';
import * as schema from '../../src/lib/db/schema.ts';
import { invalidateCatalogueCache } from '../../src/features/catalogue/index.ts';
import { presentVideo } from '../../src/features/catalogue/service.ts';
import { listVideoBases } from '../../src/features/catalogue/video-repository.ts';
import type * as ServiceModule from '../../src/features/catalogue/service.ts';
import type * as RepositoryModule from '../../src/features/catalogue/video-repository.ts';
import type { TestApp } from '../helper.ts';
import { createSeededApp, createViewer } from './fixtures.ts';

vi.mock('../../src/features/catalogue/service.ts', async (importOriginal) => {
  const m = await importOriginal<typeof ServiceModule>();
  return { ...m, presentVideo: vi.fn(m.presentVideo) };
});
vi.mock('../../src/features/catalogue/video-repository.ts', async (importOriginal) => {
  const m = await importOriginal<typeof RepositoryModule>();
  return { ...m, listVideoBases: vi.fn(m.listVideoBases) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

function decode(res: Awaited<ReturnType<typeof get>>): unknown {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  const text = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
  return JSON.parse(text.toString('utf8'));
}

const ANONYMOUS_URLS = [
  '/api/videos/',
  '/api/videos/?limit=15&ordering=-created_at',
  '/api/videos/1/',
  '/api/videos/category/1/?page=1&page_size=10',
  '/api/videos/hero/',
  '/api/frontend/categories/',
  '/api/live-streams/',
  '/api/live-streams/by_category/?category_id=5',
];

describe('ready bytes for anonymous visitors', () => {
  it.each(['/api/videos/', '/api/videos/1/', '/api/videos/category/1/?page=1&page_size=20'])(
    '%s: warm requests neither present the rows again nor serialise them',
    async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const presented = vi.mocked(presentVideo).mock.calls.length;
      const stringify = vi.spyOn(JSON, 'stringify');
      for (const encoding of ['', 'gzip', 'br', 'gzip, deflate, br', '']) {
        const res = await get(url, encoding ? { 'accept-encoding': encoding } : {});
        expect(res.statusCode).toBe(200);
        expect(decode(res)).toEqual(JSON.parse(first.body));
      }
      expect(vi.mocked(presentVideo).mock.calls.length).toBe(presented);
      expect(stringify.mock.calls.filter(([value]) => typeof value === 'object' && value !== null)).toEqual([]);
    },
  );

  it('a signed-in viewer still gets an answer presented for them', async () => {
    const viewer = await createViewer(t.deps, { subscribedDays: 5 });
    await get('/api/videos/');
    const presented = vi.mocked(presentVideo).mock.calls.length;
    const mine = await get('/api/videos/', viewer.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(vi.mocked(presentVideo).mock.calls.length).toBeGreaterThan(presented);
  });

  it.each(ANONYMOUS_URLS)('%s: identity, gzip and br each have their ETag and a 304 on If-None-Match', async (url) => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const compressible = plain.rawPayload.length >= 1024;
    for (const encoding of ['identity', 'gzip', 'br'] as const) {
      const headers = { 'accept-encoding': encoding };
      const res = await get(url, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(res)).toEqual(JSON.parse(plain.body));
      const sent = encoding !== 'identity' && compressible ? encoding : undefined;
      expect(res.headers['content-encoding']).toBe(sent);
      const tag = sent ? `${etag.slice(0, -1)}-${sent}"` : etag;
      expect(res.headers.etag).toBe(tag);
      const notModified = await get(url, { ...headers, 'if-none-match': tag });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(tag);
      expect((await get(url, { ...headers, 'if-none-match': '"stale"' })).statusCode).toBe(200);
    }
  });
});

describe('cache fills', () => {
  it('after the TTL, 30 concurrent requests get the stale list at once and cause ONE load', async () => {
    const url = '/api/videos/?limit=7';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const loads = () => vi.mocked(listVideoBases).mock.calls.filter(([, filters]) => filters.limit === 7).length;
    expect(loads()).toBe(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const stale = await Promise.all(Array.from({ length: 30 }, () => get(url)));
    for (const res of stale) expect(res.body).toBe(first.body);
    await vi.waitFor(() => expect(loads()).toBe(2));
    // Let the refresh finish (its rows are then made into ready bytes, off the event loop).
    await vi.mocked(listVideoBases).mock.results.at(-1)?.value;
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Long past the stale window: waited for, and still one load for all of them.
    vi.setSystemTime(Date.now() + 600_000);
    const fresh = await Promise.all(Array.from({ length: 30 }, () => get(url)));
    for (const res of fresh) expect(res.statusCode).toBe(200);
    expect(loads()).toBe(3);
  });

  it('an explicit invalidation (admin edit) shows at once, even on an entry being served stale', async () => {
    const url = '/api/videos/?limit=5';
    const [before] = JSON.parse((await get(url)).body) as { id: number; title: string }[];
    const renamed = `${before!.title} (edited)`;
    await t.deps.db.update(schema.videos).set({ title: renamed }).where(eq(schema.videos.id, before!.id));
    await invalidateCatalogueCache(t.deps.cache);
    expect((JSON.parse((await get(url)).body) as { title: string }[])[0]?.title).toBe(renamed);
    expect((JSON.parse((await get(`/api/videos/${before!.id}/`)).body) as { title: string }).title).toBe(renamed);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await t.deps.db.update(schema.videos).set({ title: before!.title }).where(eq(schema.videos.id, before!.id));
    await invalidateCatalogueCache(t.deps.cache);
    expect((JSON.parse((await get(url)).body) as { title: string }[])[0]?.title).toBe(before!.title);
  });
});

describe('GET /api/live-streams/ (every category in one answer)', () => {
  it('holds exactly what the per-category answers hold, by category', async () => {
    const all = LiveStreamsResponse.parse(JSON.parse((await get(API.liveStreams)).body));
    expect(all.length).toBeGreaterThan(1);
    const categories = [...new Set(all.map((s) => s.category))];
    expect(categories).toEqual([...categories].sort((a, b) => a - b));
    const perCategory: LiveStream[] = [];
    for (const id of categories) {
      perCategory.push(...(JSON.parse((await get(`${API.liveStreamsByCategory}?category_id=${id}`)).body) as LiveStream[]));
    }
    expect(all).toEqual(perCategory);
  });

  it("carries a premium channel's signed URL only for a subscriber, privately", async () => {
    const visitor = JSON.parse((await get(API.liveStreams)).body) as LiveStream[];
    const premium = visitor.find((s) => s.is_premium);
    expect(premium?.live_url).toBeNull();
    const viewer = await createViewer(t.deps, { subscribedDays: 5 });
    const res = await get(API.liveStreams, viewer.headers);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const mine = (JSON.parse(res.body) as LiveStream[]).find((s) => s.id === premium?.id);
    expect(mine?.live_url).toMatch(/^\/media\/s\//);
  });

  it('an admin edit shows at once', async () => {
    const [row] = await t.deps.db.select().from(schema.liveStreams).where(eq(schema.liveStreams.isActive, true)).limit(1);
    await get(API.liveStreams);
    await t.deps.db.update(schema.liveStreams).set({ isActive: false }).where(eq(schema.liveStreams.id, row!.id));
    await invalidateCatalogueCache(t.deps.cache);
    const after = JSON.parse((await get(API.liveStreams)).body) as LiveStream[];
    expect(after.some((s) => s.id === row!.id)).toBe(false);
    await t.deps.db.update(schema.liveStreams).set({ isActive: true }).where(eq(schema.liveStreams.id, row!.id));
    await invalidateCatalogueCache(t.deps.cache);
  });
});
