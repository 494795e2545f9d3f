// Issue 18.2: the ladder a viewer is offered is capped by their plan (HD 720, Full HD 1080, 4K 2160)
// and free titles for visitors by FREE_MAX_VIDEO_HEIGHT; enforced by the manifest URL the server
// hands out, which names a capped manifest written beside the full one (no rung above the cap).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, Video } from '@ott/contract';
import { loadConfig } from '../../src/config.ts';
import { backfillCappedManifests } from '../../src/features/quality-caps/index.ts';
import { parseMasterVariants } from '../../src/features/media/hls-playlists.ts';
import { users, videos } from '../../src/lib/db/schema.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { createSeededApp, createViewer } from '../catalogue/fixtures.ts';
import { signInWithRoles } from '../admin/operators.ts';

/** A three-rung ladder as the packager writes it, lowest first (hls-playlists.ts). */
const variant = (width: number, height: number, bandwidth: number, uri: string) => [
  `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},AVERAGE-BANDWIDTH=${Math.round(bandwidth * 0.8)},RESOLUTION=${width}x${height},CODECS="avc1.64001f,mp4a.40.2",AUDIO="group_A1"`,
  uri,
  '',
];
const MASTER = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_A1",NAME="audio",DEFAULT=YES,AUTOSELECT=YES,URI="media_3.m3u8"',
  ...variant(640, 360, 650_000, 'media_2.m3u8'),
  ...variant(1280, 720, 2_300_000, 'media_1.m3u8'),
  ...variant(1920, 1080, 5_500_000, 'media_0.m3u8'),
].join('\n');
const representation = (id: number, width: number, height: number) =>
  `\t\t\t<Representation id="${id}" mimeType="video/mp4" codecs="avc1.64001f" bandwidth="${width * 1000}" width="${width}" height="${height}" sar="1:1">\n\t\t\t\t<SegmentTemplate timescale="1000" initialization="init-stream$RepresentationID$.m4s" media="chunk-stream$RepresentationID$-$Number%05d$.m4s" startNumber="1" duration="2000" />\n\t\t\t</Representation>`;
const MPD = [
  '<?xml version="1.0" encoding="utf-8"?>',
  '<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT16.0S">',
  '\t<Period id="0" start="PT0.0S">',
  '\t\t<AdaptationSet id="0" contentType="video" maxWidth="1920" maxHeight="1080">',
  representation(0, 1920, 1080),
  representation(1, 1280, 720),
  representation(2, 640, 360),
  '\t\t</AdaptationSet>',
  '\t</Period>',
  '</MPD>',
  '',
].join('\n');

const heightsOfMaster = (text: string) => parseMasterVariants(text).map((v) => v.height).sort((a, b) => a - b);
const heightsOfMpd = (text: string) => [...text.matchAll(/<Representation\b[^>]*\bheight="(\d+)"/g)].map((m) => Number(m[1])).sort((a, b) => a - b);

let t: TestApp;
let freeId: number;
let paidId: number;

async function firstOfType(type: 'free' | 'paid'): Promise<{ id: number; hlsPath: string; dashPath: string }> {
  const rows = await t.deps.db.select().from(videos).where(eq(videos.videoType, type)).orderBy(videos.id);
  const row = rows.find((r) => r.status === 'ready' && r.hlsPath && r.dashPath);
  if (!row?.hlsPath || !row.dashPath) throw new Error(`no ${type} title`);
  return { id: row.id, hlsPath: row.hlsPath, dashPath: row.dashPath };
}

beforeAll(async () => {
  t = await createSeededApp();
  // Stand-ins for two packaged titles (the demo clips are not generated in tests): the full
  // manifests only, as a title packaged before issue 18 has them; the start-up backfill adds the rest.
  const free = await firstOfType('free');
  const paid = await firstOfType('paid');
  freeId = free.id;
  paidId = paid.id;
  for (const title of [free, paid]) {
    const dir = path.join(t.deps.config.mediaDir, path.dirname(title.hlsPath));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(t.deps.config.mediaDir, title.hlsPath), MASTER);
    fs.writeFileSync(path.join(t.deps.config.mediaDir, title.dashPath), MPD);
  }
  expect(await backfillCappedManifests(t.deps)).toBe(16);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const videoFor = async (id: number, headers: Record<string, string> = {}) => {
  const res = await get(API.video(id), headers);
  expect(res.statusCode, res.body).toBe(200);
  return { video: Video.parse(res.json()), cacheControl: String(res.headers['cache-control']) };
};
/** The manifest the URL names, as the media origin serves it (signed or not). */
const fetchManifest = async (url: string | null) => {
  const res = await get(url ?? '/missing');
  expect(res.statusCode, url ?? 'no URL').toBe(200);
  return res.body;
};

async function subscriberOfPlan(planId: number | null) {
  const viewer = await createViewer(t.deps, { subscribedDays: 30 });
  await t.deps.db.update(users).set({ subscriptionPlanId: planId }).where(eq(users.id, viewer.user.id));
  return viewer;
}

describe('free titles for visitors and viewers without a plan', () => {
  it('hand a visitor the manifests capped at 480, which list no rung above it', async () => {
    const { video, cacheControl } = await videoFor(freeId);
    expect(video.hls_url).toMatch(/^\/media\/demo\/[a-z0-9-]+\/master\.h480\.m3u8$/);
    expect(video.dash_url).toMatch(/^\/media\/demo\/[a-z0-9-]+\/manifest\.h480\.mpd$/);
    expect(cacheControl).toContain('public');
    expect(heightsOfMaster(await fetchManifest(video.hls_url))).toEqual([360]);
    expect(heightsOfMpd(await fetchManifest(video.dash_url))).toEqual([360]);
  });

  it('give a signed-in viewer without a plan the same, still a public answer', async () => {
    const viewer = await createViewer(t.deps);
    const visitor = await videoFor(freeId);
    const signedIn = await videoFor(freeId, viewer.headers);
    expect(signedIn.video.hls_url).toBe(visitor.video.hls_url);
    expect(signedIn.cacheControl).toContain('public');
  });

  it('are capped in the lists too', async () => {
    const res = await get(`${API.videos}?limit=100`);
    const free = (res.json() as { id: number; hls_url: string | null }[]).find((v) => v.id === freeId);
    expect(free?.hls_url).toMatch(/master\.h480\.m3u8$/);
  });

  it('give a subscriber their plan’s cap, never less than a visitor', async () => {
    const premium = await subscriberOfPlan(3);
    const { video, cacheControl } = await videoFor(freeId, premium.headers);
    expect(video.hls_url).toMatch(/\/master\.m3u8$/);
    expect(cacheControl).toContain('private');
    expect(heightsOfMaster(await fetchManifest(video.hls_url))).toEqual([360, 720, 1080]);
  });
});

describe('paid titles by plan', () => {
  it('give a Basic (HD) subscriber the 720p-capped manifest in the signed directory', async () => {
    const basic = await subscriberOfPlan(1);
    const { video } = await videoFor(paidId, basic.headers);
    expect(video.hls_url).toMatch(/^\/media\/s\/\d+-[\w-]{22}\/protected\/demo\/[a-z0-9-]+\/master\.h720\.m3u8$/);
    expect(video.dash_url).toMatch(/\/manifest\.h720\.mpd$/);
    expect(heightsOfMaster(await fetchManifest(video.hls_url))).toEqual([360, 720]);
    expect(heightsOfMpd(await fetchManifest(video.dash_url))).toEqual([360, 720]);
  });

  it('give a Standard (Full HD) subscriber up to 1080p and a Premium (4K) one the full ladder', async () => {
    const standard = await subscriberOfPlan(2);
    const premium = await subscriberOfPlan(3);
    const full = (await videoFor(paidId, standard.headers)).video;
    expect(full.hls_url).toMatch(/\/master\.h1080\.m3u8$/);
    const everything = (await videoFor(paidId, premium.headers)).video;
    expect(everything.hls_url).toMatch(/\/protected\/demo\/[a-z0-9-]+\/master\.m3u8$/);
    expect(heightsOfMaster(await fetchManifest(everything.hls_url))).toEqual([360, 720, 1080]);
    expect(heightsOfMpd(await fetchManifest(everything.dash_url))).toEqual([360, 720, 1080]);
  });

  it('give a subscriber without a known plan HD', async () => {
    const unknown = await subscriberOfPlan(null);
    expect((await videoFor(paidId, unknown.headers)).video.hls_url).toMatch(/\/master\.h720\.m3u8$/);
  });

  it('follow a console edit of the plan’s top quality at the next answer', async () => {
    const basic = await subscriberOfPlan(1);
    const finance = (await signInWithRoles(t, ['finance'])).client;
    const res = await finance.request('PATCH', API.adminPlan(1), { max_video_height: 1080 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await videoFor(paidId, basic.headers)).video.hls_url).toMatch(/\/master\.h1080\.m3u8$/);
    await finance.request('PATCH', API.adminPlan(1), { max_video_height: 720 });
    expect((await videoFor(paidId, basic.headers)).video.hls_url).toMatch(/\/master\.h720\.m3u8$/);
  });
});

describe('the backfill', () => {
  it('changes nothing on a second run, and follows a changed full manifest', async () => {
    expect(await backfillCappedManifests(t.deps)).toBe(0);
    const free = await firstOfType('free');
    const withSubtitles = MASTER.replace('#EXT-X-INDEPENDENT-SEGMENTS', '#EXT-X-INDEPENDENT-SEGMENTS\n#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Telugu",LANGUAGE="te",URI="subtitles-te.m3u8"');
    fs.writeFileSync(path.join(t.deps.config.mediaDir, free.hlsPath), withSubtitles);
    expect(await backfillCappedManifests(t.deps)).toBe(4);
    const { video } = await videoFor(freeId);
    const capped = await fetchManifest(video.hls_url);
    expect(capped).toContain('subtitles-te.m3u8');
    expect(heightsOfMaster(capped)).toEqual([360]);
  });
});

describe('FREE_MAX_VIDEO_HEIGHT', () => {
  it('is 480 unless set, one of the offered heights, and a bad value stops start-up naming it', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).freeMaxVideoHeight).toBe(480);
    expect(loadConfig({ NODE_ENV: 'test', FREE_MAX_VIDEO_HEIGHT: '720' }).freeMaxVideoHeight).toBe(720);
    expect(() => loadConfig({ NODE_ENV: 'test', FREE_MAX_VIDEO_HEIGHT: '500' })).toThrow(/FREE_MAX_VIDEO_HEIGHT: one of 360, 480, 720, 1080, 2160/);
    expect(() => loadConfig({ NODE_ENV: 'test', FREE_MAX_VIDEO_HEIGHT: 'hd' })).toThrow(/FREE_MAX_VIDEO_HEIGHT/);
  });

  it('sets what visitors get: 2160 offers free titles in full', async () => {
    const full = await createTestApp({ FREE_MAX_VIDEO_HEIGHT: '2160', SEED_DEMO: 'false' });
    try {
      const { seedDemo } = await import('../../src/features/seed/index.ts');
      await seedDemo(full.deps.db, { mediaBaseUrl: full.deps.config.mediaBaseUrl });
      const video = Video.parse((await full.app.inject({ method: 'GET', url: API.video(freeId) })).json());
      expect(video.hls_url).toMatch(/\/master\.m3u8$/);
    } finally {
      await full.close();
    }
  });
});
