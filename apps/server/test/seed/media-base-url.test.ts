// Issue 14 point 1: every URL handed out is built per request from MEDIA_BASE_URL, never stored with
// a host or the '/media' prefix. The demo is seeded under the default base (/media); a second app on
// the same database (PGlite data directory, or the same PostgreSQL database with DATABASE_URL) with
// MEDIA_BASE_URL=https://cdn.example.test/media must then point every image and open stream of every
// answer there: lists, detail, hero, categories, live, ads, popup, watchlist, continue watching,
// regional videos, the admin switch, the home page's preload and the link-preview card.
// Fails on the old code: images were stored as '/media/art/...' and handed out as stored.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@ott/contract';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { closeDeps, createDeps } from '../../src/lib/create-deps.ts';
import * as schema from '../../src/lib/db/schema.ts';
import { seedDemo } from '../../src/features/seed/index.ts';
import { MEDIA_URL_COLUMNS } from '../../src/features/seed/media-columns.ts';
import { freshPostgresDatabase, type TestApp } from '../helper.ts';
import { createViewer } from '../catalogue/fixtures.ts';
import { signIn } from '../auth/sign-in.ts';
import { webDirWithIndex } from '../web/seeded-web-app.ts';

const CDN = 'https://cdn.example.test/media';
const ADMIN_PHONE = '9000000014';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ott-media-base-'));
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

/** An app on this file's one database: the PGlite data directory, or one PostgreSQL database. */
async function openApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const deps = await createDeps(config, { log: () => {} });
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    async close() {
      await app.close();
      await closeDeps(deps);
    },
  };
}

let t: TestApp;
beforeAll(async () => {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const fresh = await freshPostgresDatabase(adminUrl);
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
  }
  const first = await openApp();
  try {
    expect(first.deps.config.mediaBaseUrl).toBe('/media');
    expect(await seedDemo(first.deps.db, { mediaBaseUrl: first.deps.config.mediaBaseUrl })).toBe('seeded');
    // Under the default base, the same answers point at /media.
    const hero = (await first.app.inject({ url: API.heroVideos })).json().data as { backdrop_url: string }[];
    expect(hero[0]?.backdrop_url).toMatch(/^\/media\/art\/video-\d+\//);
  } finally {
    await first.close();
  }
  t = await openApp({ MEDIA_BASE_URL: CDN, ADMIN_PHONES: ADMIN_PHONE, WEB_DIST_DIR: webDirWithIndex() });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every string in an answer that names a media file (image, playlist, manifest, captions). */
function mediaUrls(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (/\.(jpe?g|png|webp|m3u8|mpd|vtt)(\?|$)/i.test(value)) found.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) mediaUrls(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) mediaUrls(item, found);
  }
  return found;
}

/** GETs a JSON answer and checks every media URL in it is under the CDN; returns body and URLs. */
async function json(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  const body = res.json() as unknown;
  const urls = mediaUrls(body);
  for (const found of urls) expect(found.startsWith(`${CDN}/`) && !found.startsWith(`${CDN}/media/`), `${url}: ${found}`).toBe(true);
  return { body, urls };
}

const dataOf = (body: unknown) => ((body as { data?: unknown }).data ?? body) as Record<string, unknown>[];

describe('stored media values', () => {
  it('are paths relative to the media origin: no host, no /media prefix, in any media column or the popup', async () => {
    let checked = 0;
    for (const [table, columns] of Object.entries(MEDIA_URL_COLUMNS)) {
      for (const column of columns) {
        const { rows } = await t.deps.dbHandle.raw.query(`select "${column}" as v from "${table}" where "${column}" is not null`);
        for (const { v } of rows as { v: string }[]) {
          expect(v, `${table}.${column}`).not.toMatch(/^(\/media\/|https?:|\/\/)/);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(150);
    const [popup] = await t.deps.db.select().from(schema.siteSettings).where(eq(schema.siteSettings.key, 'popup'));
    expect((popup?.value as { popupContent: { imageUrl: string } }).popupContent.imageUrl).toBe('creative/welcome.jpg');
  });
});

describe(`answers under MEDIA_BASE_URL=${CDN}`, () => {
  it('lists, details, category pages and hero slides: every image and open stream', async () => {
    const list = await json(`${API.videos}?limit=100`);
    const videos = dataOf(list.body);
    expect(videos.length).toBeGreaterThanOrEqual(40);
    for (const v of videos) {
      for (const field of ['thumbnail_url', 'portrait_thumbnail_url', 'poster_url']) expect(v[field], `${v.title} ${field}`).toMatch(/^https:\/\/cdn\.example\.test\/media\/art\//);
      if (v.video_type === 'free') expect(v.hls_url, String(v.title)).toMatch(/^https:\/\/cdn\.example\.test\/media\/demo\//);
    }
    expect(videos.some((v) => typeof v.promo_hls_url === 'string')).toBe(true);

    const free = videos.find((v) => v.video_type === 'free')!;
    const detail = await json(API.video(free.id as number));
    const video = dataOf(detail.body) as unknown as Record<string, unknown>;
    expect(video.dash_url).toMatch(/^https:\/\/cdn\.example\.test\/media\/demo\/.+\.mpd$/);
    expect(detail.urls.length).toBeGreaterThanOrEqual(5);

    // A subscriber's paid title: signed, on the CDN.
    const subscriber = await createViewer(t.deps, { subscribedDays: 30 });
    const paid = videos.find((v) => v.video_type === 'paid')!;
    const signed = dataOf((await json(API.video(paid.id as number), subscriber.headers)).body) as unknown as Record<string, unknown>;
    expect(signed.hls_url).toMatch(/^https:\/\/cdn\.example\.test\/media\/s\//);

    const category = await json(API.categoryVideos(free.category_id as number));
    expect(category.urls.length).toBeGreaterThan(3);
    const categories = await json(API.frontendCategories);
    for (const c of dataOf(categories.body)) expect(c.image === null || String(c.image).startsWith(`${CDN}/`)).toBe(true);

    const hero = await json(API.heroVideos);
    const slides = dataOf(hero.body);
    expect(slides.length).toBeGreaterThan(0);
    for (const slide of slides) {
      expect(slide.backdrop_url).toMatch(/^https:\/\/cdn\.example\.test\/media\/art\//);
      expect(slide.thumbnail_url).toMatch(/^https:\/\/cdn\.example\.test\/media\/art\//);
      expect(slide.promo_hls_url).toMatch(/^https:\/\/cdn\.example\.test\/media\/demo\//);
    }
  });

  it('live channels: thumbnails and open streams, and a subscriber’s premium stream signed', async () => {
    const live = await json(API.liveStreams);
    const streams = dataOf(live.body);
    expect(streams.length).toBeGreaterThan(3);
    for (const s of streams) {
      expect(s.thumbnail, String(s.title)).toMatch(/^https:\/\/cdn\.example\.test\/media\/art\/live-/);
      if (s.is_premium) expect(s.live_url).toBeNull();
      else expect(s.live_url, String(s.title)).toMatch(/^https:\/\/cdn\.example\.test\/media\/(demo|live)\//);
    }
    expect(streams.some((s) => s.live_url === `${CDN}/live/demo-channel/master.m3u8`)).toBe(true);
    const subscriber = await createViewer(t.deps, { subscribedDays: 30 });
    const unlocked = dataOf((await json(API.liveStreams, subscriber.headers)).body);
    const premium = unlocked.filter((s) => s.is_premium);
    expect(premium.length).toBeGreaterThan(0);
    for (const s of premium) expect(s.live_url).toMatch(/^https:\/\/cdn\.example\.test\/media\/s\//);
  });

  it('ads: banner creatives and the pre-roll clip; the popup image', async () => {
    const banners = await json(API.bannerAds);
    expect(dataOf(banners.body).map((a) => a.banner_image)).toEqual([`${CDN}/creative/ad-2.jpg`, `${CDN}/creative/ad-3.jpg`]);
    const [first] = dataOf((await json(`${API.videos}?limit=1`)).body);
    const ads = await json(API.videoAds(first!.id as number));
    const preRoll = (ads.body as { pre_roll: Record<string, unknown>[] }).pre_roll;
    expect(preRoll[0]?.video_file).toMatch(/^https:\/\/cdn\.example\.test\/media\/demo\/ad-[a-z0-9-]+\/master\.m3u8$/);
    const popup = await json(API.popupConfig);
    expect((popup.body as { popupContent: { imageUrl: string } }).popupContent.imageUrl).toBe(`${CDN}/creative/welcome.jpg`);
  });

  it('watchlist, continue watching and regional videos', async () => {
    const viewer = await createViewer(t.deps);
    const [video] = dataOf((await json(`${API.videos}?limit=1`)).body);
    const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: viewer.headers, payload: payload as object });
    expect((await post(API.watchlistToggle, { content_id: video!.id })).statusCode).toBe(200);
    expect((await post(API.watchProgress, { video_id: video!.id, position: 60, duration: 1500 })).statusCode).toBe(200);

    const watchlist = await json(API.watchlist, viewer.headers);
    expect(watchlist.urls.length).toBeGreaterThanOrEqual(2);
    const continuing = await json(API.continueWatching, viewer.headers);
    expect(continuing.urls.length).toBeGreaterThanOrEqual(2);

    const [tagged] = await t.deps.db.select({ villageId: schema.videos.villageId }).from(schema.videos).where(isNotNull(schema.videos.villageId)).limit(1);
    const regional = await json(`${API.regionalVideosByLocation}?village_id=${tagged!.villageId}`);
    expect(regional.urls.length).toBeGreaterThanOrEqual(3);
  });

  it('the admin live-stream switch answers with CDN URLs', async () => {
    const admin = await signIn(t, { phone: ADMIN_PHONE });
    const res = await admin.client.post(API.adminLiveStream(2), { is_important: true });
    expect(res.statusCode, res.body).toBe(200);
    const urls = mediaUrls(res.json());
    expect(urls.length).toBeGreaterThanOrEqual(1);
    for (const url of urls) expect(url.startsWith(`${CDN}/`), url).toBe(true);
  });

  it("the home page's hero preload and a title's link-preview card", async () => {
    const home = await t.app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    const preload = /<link rel="preload" as="image"[^>]*href="([^"]+)"/.exec(home.body)?.[1];
    expect(preload).toMatch(/^https:\/\/cdn\.example\.test\/media\/art\//);
    const card = await t.app.inject({ url: '/movie/1', headers: { host: 'tv.example.in' } });
    const image = /<meta property="og:image" content="([^"]+)"/.exec(card.body)?.[1];
    expect(image).toMatch(/^https:\/\/cdn\.example\.test\/media\/art\/video-1\//);
    expect(card.body).not.toContain('"/media/');
  });
});
