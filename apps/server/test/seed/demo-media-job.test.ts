// The 'demo-media' job wiring with fake generators (ffmpeg itself is tested by features/media):
// per-title artwork, protected copies for paid titles, readiness on /api/health, start-up seeding
// and queueing.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthResponse, Video } from '@ott/contract';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helper.ts';
import * as schema from '../../src/lib/db/schema.ts';
import { createViewer } from '../catalogue/fixtures.ts';
import { createDemoMediaHandler, type GenerateDemoMedia } from '../../src/features/seed/demo-media-job.ts';
import type { PaintArtwork } from '../../src/features/seed/demo-artwork.ts';
import type { GenerateTitleArtworkOptions } from '../../src/features/media/index.ts';
import { seedDemo } from '../../src/features/seed/index.ts';
import { startup } from '../../src/features/startup.ts';
import { demoClipPath } from '../../src/features/media/index.ts';
import type { Jobs } from '../../src/lib/jobs/start-jobs.ts';
import type { FastifyBaseLogger } from 'fastify';

let t: TestApp;

/** What the job asked for, and a stand-in for each clip where ensureDemoMedia puts it: a playlist, a marker and index.json. */
const asked: Parameters<GenerateDemoMedia>[0][] = [];
const fakeGenerate: GenerateDemoMedia = async (options) => {
  asked.push(options);
  const { mediaDir, clips } = options;
  const entries = clips.map((clip) => {
    const dir = path.join(mediaDir, demoClipPath(clip));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'master.m3u8'), `#EXTM3U\n# ${clip.slug}\n`);
    // The capped copies packaging writes beside every master (issue 18.2), which the viewers' URLs name.
    for (const cap of [360, 480, 720, 1080]) fs.writeFileSync(path.join(dir, `master.h${cap}.m3u8`), `#EXTM3U\n# ${clip.slug}\n`);
    fs.writeFileSync(path.join(dir, 'done.json'), JSON.stringify({ cacheKey: `v1-${clip.slug}` }));
    const base = `/media/${demoClipPath(clip)}`;
    return { slug: clip.slug, title: clip.title, kind: clip.kind, hlsUrlPath: `${base}/master.m3u8`, dashUrlPath: `${base}/manifest.mpd`, durationSeconds: clip.seconds };
  });
  fs.mkdirSync(path.join(mediaDir, 'demo'), { recursive: true });
  fs.writeFileSync(path.join(mediaDir, 'demo', 'index.json'), JSON.stringify({ entries }));
  return entries;
};
/** Records the creatives' turn without painting (features/media paints them with ffmpeg). */
let creativeRuns = 0;
const fakeCreatives = async () => {
  creativeRuns += 1;
  return 0;
};

/** Records what it was asked to paint and writes a stand-in JPEG per requested kind. */
const painted: GenerateTitleArtworkOptions[] = [];
const fakePaint: PaintArtwork = async (options) => {
  painted.push(options);
  fs.mkdirSync(options.outDir, { recursive: true });
  const kinds = options.kinds ?? ['poster', 'thumb', 'backdrop'];
  const files = Object.fromEntries(kinds.map((kind) => [kind, path.join(options.outDir, `${kind}.jpg`)]));
  for (const file of Object.values(files)) fs.writeFileSync(file, Buffer.from('ffd8ffe0', 'hex'));
  return { files, cached: false };
};

const health = async () => HealthResponse.parse((await t.app.inject({ url: '/api/health' })).json());

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'silent' });
  await seedDemo(t.deps.db, { mediaBaseUrl: t.deps.config.mediaBaseUrl });
});
afterAll(() => t.close());

describe("the 'demo-media' job", () => {
  const protectedDir = () => path.join(t.deps.config.mediaDir, 'protected', 'demo');

  it('reports media not ready before it runs', async () => {
    expect(await health()).toEqual({ status: 'ok', media_ready: false });
  });

  it('paints every seeded video and live channel its own public artwork', async () => {
    await createDemoMediaHandler(fakeGenerate, fakePaint, fakeCreatives)({ reason: 'test' }, t.deps);
    const videos = painted.filter((p) => p.outDir.includes(`${path.sep}video-`));
    const live = painted.filter((p) => p.outDir.includes(`${path.sep}live-`));
    expect(videos.length).toBeGreaterThanOrEqual(40);
    expect(live.length).toBeGreaterThan(3);
    expect(new Set(painted.map((p) => p.outDir)).size).toBe(painted.length);
    const first = videos.find((p) => p.outDir === path.join(t.deps.config.mediaDir, 'art', 'video-1'));
    expect(first).toMatchObject({ title: expect.any(String), subtitle: expect.stringMatching(/^[A-Za-z ]+ · \d{4}$/) });
    // Telugu titles are drawn from their transliteration.
    expect(videos.some((p) => /[\u0C00-\u0C7F]/.test(p.title) && p.latinTitle)).toBe(true);
    // A channel's ident card, and the backdrop its clip is made from.
    expect(live.every((p) => p.kinds?.join() === 'thumb,backdrop')).toBe(true);
    expect(creativeRuns).toBe(1);

    // The seeded URLs resolve to the painted files on the public media origin.
    const list = (await t.app.inject({ url: '/api/videos/?limit=3' })).json() as unknown[];
    for (const video of list.map((v) => Video.parse(v))) {
      for (const url of [video.portrait_thumbnail_url, video.thumbnail_url, video.poster_url]) {
        expect(url).toMatch(new RegExp(`^/media/art/video-${video.id}/`));
        expect((await t.app.inject({ url: url ?? '' })).statusCode).toBe(200);
      }
    }
  });

  it('still makes the streams when painting fails', async () => {
    const broken: PaintArtwork = async () => {
      throw new Error('no ffmpeg');
    };
    await createDemoMediaHandler(fakeGenerate, broken, fakeCreatives)({ reason: 'test' }, t.deps);
    expect(fs.existsSync(path.join(t.deps.config.mediaDir, 'demo', 'index.json'))).toBe(true);
  });

  it('asks for every seeded title’s own clip, and paid titles’ clips exist only under protected/', async () => {
    await createDemoMediaHandler(fakeGenerate, fakePaint, fakeCreatives)({ reason: 'test' }, t.deps);
    const clips = asked.at(-1)?.clips ?? [];
    const rows = await t.deps.db.select({ hlsPath: schema.videos.hlsPath, promo: schema.videos.promoHlsPath }).from(schema.videos);
    for (const row of rows) {
      for (const stream of [row.hlsPath, row.promo].filter((p): p is string => p !== null)) {
        expect(clips.map((clip) => `${demoClipPath(clip)}/master.m3u8`), stream).toContain(stream);
      }
    }
    const protectedSlugs = fs.readdirSync(protectedDir()).filter((n) => n !== 'ready.json');
    expect(protectedSlugs.length).toBeGreaterThan(10);
    for (const slug of protectedSlugs) {
      expect(fs.existsSync(path.join(protectedDir(), slug, 'master.m3u8'))).toBe(true);
      expect(fs.existsSync(path.join(t.deps.config.mediaDir, 'demo', slug, 'master.m3u8')), slug).toBe(false);
    }
    // Promo clips are never behind a paywall.
    expect(protectedSlugs.some((slug) => slug.startsWith('promo-'))).toBe(false);
    expect(await health()).toEqual({ status: 'ok', media_ready: true });
  });

  it('a subscriber can now play a paid title through the signed URL', async () => {
    const viewer = await createViewer(t.deps, { subscribedDays: 3 });
    const list = (await t.app.inject({ url: '/api/videos/?video_type=paid&limit=1', headers: viewer.headers })).json();
    const video = Video.parse(list[0]);
    const res = await t.app.inject({ url: video.hls_url ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('#EXTM3U');
    expect((await t.app.inject({ url: video.hls_url?.replace(/^\/media\/s\/[^/]+/, '/media') ?? '' })).statusCode).toBe(403);
  });

  it('copies a public clip that a protected path points at once, and again only when it was regenerated', async () => {
    // An operator made a free title paid: its stored path moved under protected/, its clip did not.
    const [free] = await t.deps.db.select().from(schema.videos).where(eq(schema.videos.videoType, 'free')).limit(1);
    const slug = /^demo\/([a-z0-9-]+)\//.exec(free?.hlsPath ?? '')?.[1];
    await t.deps.db.update(schema.videos).set({ hlsPath: `protected/demo/${slug}/master.m3u8` }).where(eq(schema.videos.id, free?.id ?? 0));
    await createDemoMediaHandler(fakeGenerate, fakePaint, fakeCreatives)({ reason: 'test' }, t.deps);
    const copy = path.join(protectedDir(), slug ?? '', 'master.m3u8');
    expect(fs.readFileSync(copy, 'utf8')).toContain(slug);
    fs.writeFileSync(copy, '#EXTM3U\n# untouched\n');
    await createDemoMediaHandler(fakeGenerate, fakePaint, fakeCreatives)({ reason: 'test' }, t.deps);
    expect(fs.readFileSync(copy, 'utf8')).toContain('untouched');
    // A new generation writes a different done.json: the copy is refreshed.
    const regenerate: GenerateDemoMedia = async (options) => {
      const entries = await fakeGenerate(options);
      fs.writeFileSync(path.join(options.mediaDir, 'demo', slug ?? '', 'done.json'), JSON.stringify({ cacheKey: 'v2' }));
      return entries;
    };
    await createDemoMediaHandler(regenerate, fakePaint, fakeCreatives)({ reason: 'test' }, t.deps);
    expect(fs.readFileSync(copy, 'utf8')).not.toContain('untouched');
  });
});

describe('startup', () => {
  const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

  it('seeds and queues demo media when SEED_DEMO is on, and does nothing when off', async () => {
    const fresh = await createTestApp({ SEED_DEMO: 'true' });
    try {
      const sent: string[] = [];
      const jobs: Jobs = { send: async (name) => (sent.push(name), 'job-id'), stop: async () => {} };
      await startup(fresh.deps, jobs, silentLog);
      expect(sent).toEqual(['demo-media']);
      const res = await fresh.app.inject({ url: '/api/categories/active/' });
      expect(res.json()).not.toHaveLength(0);
      await startup({ ...fresh.deps, config: { ...fresh.deps.config, seedDemo: false } }, jobs, silentLog);
      expect(sent).toEqual(['demo-media']);
    } finally {
      await fresh.close();
    }
  });
});
