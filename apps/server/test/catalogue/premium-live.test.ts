// Premium live channels follow the entitlement of premium titles (issue 12 point 11): the live list
// hands visitors and non-subscribers no stream URL for them, the media origin refuses the channel's
// playlist and segments without a signature, and a subscriber gets a signed URL that plays.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, LiveStreamsResponse, type LiveStream } from '@ott/contract';
import * as schema from '../../src/lib/db/schema.ts';
import { seedDemo, SEED_VERSION_KEY } from '../../src/features/seed/index.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { createSeededApp, createViewer } from './fixtures.ts';

const PREMIUM_TITLE = 'Tollywood Premiere Night';
let t: TestApp;
let premium: typeof schema.liveStreams.$inferSelect;

beforeAll(async () => {
  t = await createSeededApp();
  const [row] = await t.deps.db.select().from(schema.liveStreams).where(eq(schema.liveStreams.title, PREMIUM_TITLE));
  if (!row) throw new Error('seed has no premium live channel');
  premium = row;
  // Stand-in for the generated protected copy: the origin serves whatever file is there.
  const playlist = path.join(t.deps.config.mediaDir, premium.liveUrl);
  fs.mkdirSync(path.dirname(playlist), { recursive: true });
  fs.writeFileSync(playlist, '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\n480p/index.m3u8\n');
  fs.writeFileSync(path.join(path.dirname(playlist), 'seg-1.ts'), 'segment');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function listFor(headers: Record<string, string> = {}): Promise<{ streams: LiveStream[]; cacheControl: string }> {
  const res = await get(`${API.liveStreamsByCategory}?category_id=${premium.categoryId}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return { streams: LiveStreamsResponse.parse(res.json()), cacheControl: String(res.headers['cache-control']) };
}
const premiumIn = (streams: LiveStream[]) => streams.find((s) => s.id === premium.id);

describe('premium live channel', () => {
  it('is seeded behind the signed origin, not as a public clip', () => {
    expect(premium.isPremium).toBe(true);
    expect(premium.liveUrl).toMatch(/^protected\/demo\/[a-z0-9-]+\/master\.m3u8$/);
  });

  it('gives a visitor no stream URL, still listing the channel with its crown', async () => {
    const { streams } = await listFor();
    const channel = premiumIn(streams);
    expect(channel).toMatchObject({ title: PREMIUM_TITLE, is_premium: true, live_url: null });
    expect(JSON.stringify(streams)).not.toContain('protected/');
  });

  it('gives a signed-in viewer without an active subscription no stream URL', async () => {
    for (const viewer of [await createViewer(t.deps), await createViewer(t.deps, { subscribedDays: -1 })]) {
      const { streams } = await listFor(viewer.headers);
      expect(premiumIn(streams)?.live_url).toBeNull();
    }
  });

  it('refuses the channel playlist and its segments without a signature', async () => {
    expect((await get(`/media/${premium.liveUrl}`)).statusCode).toBe(403);
    expect((await get(`/media/${premium.liveUrl.replace('master.m3u8', 'seg-1.ts')}`)).statusCode).toBe(403);
  });

  it('gives a subscriber a signed URL that plays, in a private answer', async () => {
    const viewer = await createViewer(t.deps, { subscribedDays: 30 });
    const { streams, cacheControl } = await listFor(viewer.headers);
    const url = premiumIn(streams)?.live_url ?? '';
    expect(url).toMatch(/^\/media\/s\/[^/]+\/protected\/demo\/[a-z0-9-]+\/master\.m3u8$/);
    expect(cacheControl).toContain('private');
    const playlist = await get(url);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('#EXTM3U');
    expect((await get(url.replace('master.m3u8', 'seg-1.ts'))).statusCode).toBe(200);
    // The free channels of the same list are unchanged.
    expect(streams.filter((s) => !s.is_premium).every((s) => s.live_url && !s.live_url.includes('/media/s/'))).toBe(true);
  });

  it('never serves a subscriber’s signed URL to the next visitor from the cache', async () => {
    const viewer = await createViewer(t.deps, { subscribedDays: 30 });
    expect(premiumIn((await listFor(viewer.headers)).streams)?.live_url).toMatch(/^\/media\/s\//);
    const visitor = await listFor();
    expect(premiumIn(visitor.streams)?.live_url).toBeNull();
    expect(visitor.cacheControl).toContain('public');
  });
});

describe('seed upgrade', () => {
  it('moves a premium channel seeded at version 3 from the public clip to the protected copy', async () => {
    const old = await createTestApp();
    try {
      const db = old.deps.db;
      await seedDemo(db, { mediaBaseUrl: '/media' });
      const [row] = await db.select().from(schema.liveStreams).where(eq(schema.liveStreams.title, PREMIUM_TITLE));
      const slug = /demo\/([a-z0-9-]+)\//.exec(row?.liveUrl ?? '')?.[1];
      await db.update(schema.liveStreams).set({ liveUrl: `/media/demo/${slug}/master.m3u8` }).where(eq(schema.liveStreams.id, row!.id));
      await db.update(schema.liveStreams).set({ liveUrl: 'https://cdn.example/own.m3u8', isPremium: true }).where(eq(schema.liveStreams.id, 1));
      await db.update(schema.siteSettings).set({ value: 3 }).where(eq(schema.siteSettings.key, SEED_VERSION_KEY));

      expect(await seedDemo(db, { mediaBaseUrl: '/media' })).toBe('seeded');
      const [moved] = await db.select().from(schema.liveStreams).where(eq(schema.liveStreams.id, row!.id));
      expect(moved?.liveUrl).toBe(`protected/demo/${slug}/master.m3u8`);
      const [own] = await db.select().from(schema.liveStreams).where(eq(schema.liveStreams.id, 1));
      expect(own?.liveUrl).toBe('https://cdn.example/own.m3u8');
    } finally {
      await old.close();
    }
  });
});
