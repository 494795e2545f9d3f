// GET /api/media-token/?dir= (issue 14.2): the renewal a player makes while it plays. Entitled
// viewers (subscription, rental, premium channel) get the token every such viewer gets this minute,
// never past their session or entitlement; others get the spec's refusals. A paid or rental title's
// directory also needs the viewer's live playback session of it (`playback=`, issue 18.1: tests in
// test/playback-sessions).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, MediaTokenResponse, MESSAGES, PLAYBACK_MESSAGES, StartPlaybackResponse, Video } from '@ott/contract';
import type { TestApp } from '../helper.ts';
import { createSeededApp, createViewer } from '../catalogue/fixtures.ts';
import { liveStreams, rentals, sessions, videos } from '../../src/lib/db/schema.ts';
import { rent } from '../playback-sessions/fixtures.ts';
import { readMediaToken } from '../../src/lib/media-url.ts';
import { VIDEO_SEED } from '../../src/features/seed/seed-catalogue.ts';

const idOf = (type: 'free' | 'paid' | 'rental') => VIDEO_SEED.findIndex((v) => v.type === type) + 1;
const dirOf = (url: string) => url.replace(/^\/media\/s\/[^/]+\//, '').replace(/\/[^/]+$/, '');

let t: TestApp;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const tokenFor = (dir: string, headers: Record<string, string> = {}, playback?: string) =>
  get(`${API.mediaToken}?dir=${encodeURIComponent(dir)}${playback ? `&playback=${playback}` : ''}`, headers);

/** The viewer starts playing the title (issue 18.1): the playback session the renewal names. */
async function playing(headers: Record<string, string>, videoId: number): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: API.playbackSessions, headers, payload: { video_id: videoId, device_id: 'web-media-token-test' } });
  expect(res.statusCode, res.body).toBe(200);
  return StartPlaybackResponse.parse(res.json()).session.id;
}

async function streamDir(type: 'paid' | 'rental'): Promise<string> {
  const [row] = await t.deps.db.select({ hlsPath: videos.hlsPath }).from(videos).where(eq(videos.id, idOf(type)));
  return (row?.hlsPath ?? '').replace(/\/[^/]+$/, '');
}


beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());

describe('GET /api/media-token/', () => {
  it('gives a subscriber the token of the title directory, private and never stored', async () => {
    const dir = await streamDir('paid');
    expect(dir).toMatch(/^protected\/demo\/[a-z0-9-]+$/);
    const viewer = await createViewer(t.deps, { subscribedDays: 30 });
    const res = await tokenFor(dir, viewer.headers, await playing(viewer.headers, idOf('paid')));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = MediaTokenResponse.parse(res.json());
    expect(body.dir).toBe(dir);
    expect(body.expires_in).toBeGreaterThan(540 - 5);
    expect(body.expires_in).toBeLessThanOrEqual(600);
    expect(readMediaToken(t.deps.config.mediaEdgeSecret, body.token, `${dir}/chunk-stream0-00001.m4s`)).toBe(Date.parse(body.expires_at));
    // The media origin takes it for the title's files.
    const media = await get(`/media/s/${body.token}/${dir}/master.m3u8`);
    expect([200, 404]).toContain(media.statusCode);
  });

  it('is the token of the URL the title answer carries, and the same for every subscriber this minute', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const [a, b] = [await createViewer(t.deps, { subscribedDays: 30 }), await createViewer(t.deps, { subscribedDays: 90 })];
      const video = Video.parse((await get(`/api/videos/${idOf('paid')}/`, a.headers)).json());
      const dir = dirOf(video.hls_url ?? '');
      const [playA, playB] = [await playing(a.headers, idOf('paid')), await playing(b.headers, idOf('paid'))];
      const [first, second] = [MediaTokenResponse.parse((await tokenFor(dir, a.headers, playA)).json()), MediaTokenResponse.parse((await tokenFor(dir, b.headers, playB)).json())];
      // A minute boundary between the requests changes the token; then try again.
      if (first.token !== second.token) continue;
      expect(video.hls_url).toContain(`/media/s/${first.token}/`);
      return;
    }
    throw new Error('three attempts straddled a minute boundary');
  });

  it('refuses a visitor with 401 and a viewer without entitlement with 403, in the spec wording', async () => {
    const dir = await streamDir('paid');
    const visitor = await tokenFor(dir);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: MESSAGES.loginRequired });
    for (const subscribedDays of [undefined, -1]) {
      const viewer = await createViewer(t.deps, { subscribedDays });
      const res = await tokenFor(dir, viewer.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: PLAYBACK_MESSAGES.notEntitled });
    }
  });

  it('refuses a directory nothing streams from (403) and anything not a protected directory (400)', async () => {
    const viewer = await createViewer(t.deps, { subscribedDays: 30 });
    expect((await tokenFor('protected/demo/no-such-title', viewer.headers)).statusCode).toBe(403);
    // The parent of every title is no title's directory.
    expect((await tokenFor('protected/demo', viewer.headers)).statusCode).toBe(403);
    for (const bad of ['demo/x', 'protected', 'protected/../demo', 'protected/demo/x/', '/protected/demo/x', 'protected/demo/%2e%2e']) {
      expect((await tokenFor(bad, viewer.headers)).statusCode).toBe(400);
    }
    expect((await get(API.mediaToken, viewer.headers)).statusCode).toBe(400);
  });

  it('gives a renter a token that ends with the rental, and nothing for another rental title', async () => {
    const viewer = await createViewer(t.deps);
    const dir = await streamDir('rental');
    expect((await tokenFor(dir, viewer.headers)).statusCode).toBe(403);
    await rent(t, viewer.user.id, idOf('rental'), 3 * 60_000);
    const res = await tokenFor(dir, viewer.headers, await playing(viewer.headers, idOf('rental')));
    expect(res.statusCode).toBe(200);
    const body = MediaTokenResponse.parse(res.json());
    const [rental] = await t.deps.db.select().from(rentals).where(eq(rentals.userId, viewer.user.id));
    expect(Date.parse(body.expires_at)).toBe(Math.floor((rental?.expiresAt.getTime() ?? 0) / 1000) * 1000);
    expect(body.expires_in).toBeLessThanOrEqual(180);
    // A rental opens its own title only.
    expect((await tokenFor(await streamDir('paid'), viewer.headers)).statusCode).toBe(403);
  });

  it("never outlives the viewer's session", async () => {
    const viewer = await createViewer(t.deps, { subscribedDays: 30 });
    const sessionEnd = new Date(Date.now() + 2 * 60_000);
    await t.deps.db.update(sessions).set({ expiresAt: sessionEnd }).where(eq(sessions.userId, viewer.user.id));
    const body = MediaTokenResponse.parse((await tokenFor(await streamDir('paid'), viewer.headers, await playing(viewer.headers, idOf('paid')))).json());
    expect(Date.parse(body.expires_at)).toBe(Math.floor(sessionEnd.getTime() / 1000) * 1000);
    // The video answer's URL is bounded the same way.
    const video = Video.parse((await get(`/api/videos/${idOf('paid')}/`, viewer.headers)).json());
    expect(Number(/\/media\/s\/(\d+)-/.exec(video.hls_url ?? '')?.[1])).toBe(Math.floor(sessionEnd.getTime() / 1000));
  });

  it("renews a premium live channel's directory for subscribers only", async () => {
    const [channel] = await t.deps.db.select({ liveUrl: liveStreams.liveUrl }).from(liveStreams).where(eq(liveStreams.isPremium, true)).limit(1);
    const source = channel?.liveUrl ?? '';
    const dir = source.replace(/^.*?(protected\/)/, '$1').replace(/\/[^/]+$/, '');
    expect(dir).toMatch(/^protected\//);
    const subscriber = await createViewer(t.deps, { subscribedDays: 30 });
    expect((await tokenFor(dir, subscriber.headers)).statusCode).toBe(200);
    const viewer = await createViewer(t.deps);
    expect((await tokenFor(dir, viewer.headers)).statusCode).toBe(403);
  });
});
