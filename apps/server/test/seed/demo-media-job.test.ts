// The 'demo-media' job wiring with a fake generator (ffmpeg itself is tested by features/media):
// protected copies for paid titles, readiness on /api/health, start-up seeding and queueing.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthResponse, Video } from '@ott/contract';
import { createTestApp, type TestApp } from '../helper.ts';
import { createViewer } from '../catalogue/fixtures.ts';
import { createDemoMediaHandler, type GenerateDemoMedia } from '../../src/features/seed/demo-media-job.ts';
import { seedDemo } from '../../src/features/seed/index.ts';
import { startup } from '../../src/features/startup.ts';
import { DEMO_CLIPS } from '../../src/features/media/demo-catalogue.ts';
import type { Jobs } from '../../src/lib/jobs/start-jobs.ts';
import type { FastifyBaseLogger } from 'fastify';

let t: TestApp;

/** Writes what ensureDemoMedia would, minus the video: a playlist, a marker and index.json. */
const fakeGenerate: GenerateDemoMedia = async ({ mediaDir }) => {
  const entries = DEMO_CLIPS.map((clip) => {
    const dir = path.join(mediaDir, 'demo', clip.slug);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'master.m3u8'), `#EXTM3U\n# ${clip.slug}\n`);
    fs.writeFileSync(path.join(dir, 'done.json'), JSON.stringify({ cacheKey: `v1-${clip.slug}` }));
    const base = `/media/demo/${clip.slug}`;
    return {
      slug: clip.slug,
      title: clip.title,
      kind: clip.kind,
      hlsUrlPath: `${base}/master.m3u8`,
      dashUrlPath: `${base}/manifest.mpd`,
      posterUrlPath: `${base}/poster.jpg`,
      backdropUrlPath: `${base}/backdrop.jpg`,
      thumbnailUrlPath: `${base}/thumb.jpg`,
      durationSeconds: clip.seconds,
    };
  });
  fs.writeFileSync(path.join(mediaDir, 'demo', 'index.json'), JSON.stringify({ entries }));
  return entries;
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

  it('generates, then copies the clips of paid titles under protected/', async () => {
    await createDemoMediaHandler(fakeGenerate)({ reason: 'test' }, t.deps);
    const copies = fs.readdirSync(protectedDir()).filter((n) => n !== 'ready.json');
    expect(copies.length).toBeGreaterThan(0);
    for (const slug of copies) expect(fs.existsSync(path.join(protectedDir(), slug, 'master.m3u8'))).toBe(true);
    // Promo clips are never behind a paywall.
    expect(copies.some((slug) => slug.startsWith('promo-'))).toBe(false);
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

  it('copies once, and again only when the clip was regenerated', async () => {
    const [slug] = fs.readdirSync(protectedDir()).filter((n) => n !== 'ready.json');
    const copy = path.join(protectedDir(), slug ?? '', 'master.m3u8');
    fs.writeFileSync(copy, '#EXTM3U\n# untouched\n');
    await createDemoMediaHandler(fakeGenerate)({ reason: 'test' }, t.deps);
    expect(fs.readFileSync(copy, 'utf8')).toContain('untouched');
    // A new generation writes a different done.json: the copy is refreshed.
    const regenerate: GenerateDemoMedia = async (options) => {
      const entries = await fakeGenerate(options);
      fs.writeFileSync(path.join(options.mediaDir, 'demo', slug ?? '', 'done.json'), JSON.stringify({ cacheKey: 'v2' }));
      return entries;
    };
    await createDemoMediaHandler(regenerate)({ reason: 'test' }, t.deps);
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
