// Versioned artwork (issue 13 points 3 and 5) on a data dir made before it: painted JPEGs, rows on
// the plain paths. The 'demo-media' step writes each JPEG's versioned copy and WebP widths, moves the
// rows (and the API) onto the versioned path, and the media origin serves those names immutable.
// Rows hold paths relative to the media origin (issue 14); the API and the origin see /media/…
// Fails on the old code: no variants, rows stay on poster.jpg, artwork is max-age=0.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkSources } from '@ott/contract';
import { createTestApp, type TestApp } from '../helper.ts';
import * as schema from '../../src/lib/db/schema.ts';
import { invalidateCatalogueCache } from '../../src/features/catalogue/cache-keys.ts';
import { seedDemo } from '../../src/features/seed/index.ts';
import { versionDemoArtwork } from '../../src/features/seed/demo-artwork-versions.ts';

let t: TestApp;
const quiet = { info: () => undefined, warn: () => undefined };
const SIZES = { poster: [480, 720], backdrop: [1280, 720], thumb: [640, 360] } as const;

async function paint(dir: string, shade: number) {
  fs.mkdirSync(dir, { recursive: true });
  for (const [kind, [width, height]] of Object.entries(SIZES)) {
    await sharp({ create: { width, height, channels: 3, background: { r: shade, g: 40, b: 90 } } })
      .jpeg()
      .toFile(path.join(dir, `${kind}.jpg`));
  }
}
const artDir = (name: string) => path.join(t.deps.config.mediaDir, 'art', name);
const media = (mediaPath: string) => `/media/${mediaPath}`;
const video1 = async () => (await t.deps.db.select().from(schema.videos).where(eq(schema.videos.id, 1)))[0]!;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'silent' });
  await seedDemo(t.deps.db, { mediaBaseUrl: t.deps.config.mediaBaseUrl });
  await paint(artDir('video-1'), 200);
  await paint(artDir('live-1'), 100);
});
afterAll(() => t.close());

describe('versioned demo artwork', () => {
  it('gives an existing data dir the WebP widths and moves its rows to versioned URLs', async () => {
    expect((await video1()).portraitThumbnailUrl).toBe('art/video-1/poster.jpg');
    const moved = await versionDemoArtwork(t.deps.db, t.deps.config.mediaDir, quiet);
    expect(moved).toBe(2); // video 1 and live channel 1: the only art on disk here

    const row = await video1();
    expect(row.portraitThumbnailUrl).toMatch(/^art\/video-1\/poster\.[0-9a-f]{12}\.jpg$/);
    expect(row.posterUrl).toMatch(/^art\/video-1\/backdrop\.[0-9a-f]{12}\.jpg$/);
    expect(row.thumbnailUrl).toMatch(/^art\/video-1\/thumb\.[0-9a-f]{12}\.jpg$/);
    const [live] = await t.deps.db.select().from(schema.liveStreams).where(eq(schema.liveStreams.id, 1));
    expect(live!.thumbnail).toMatch(/^art\/live-1\/thumb\.[0-9a-f]{12}\.jpg$/);
    // Titles without art on disk keep their plain paths.
    const [other] = await t.deps.db.select().from(schema.videos).where(eq(schema.videos.id, 2));
    expect(other!.portraitThumbnailUrl).toBe('art/video-2/poster.jpg');

    // Every width the srcset names exists, is WebP and has that width.
    const { srcSet } = artworkSources(row.portraitThumbnailUrl!);
    const entries = srcSet!.split(', ').map((entry) => entry.split(' ') as [string, string]);
    expect(entries.map(([, w]) => w)).toEqual(['160w', '320w', '480w']);
    for (const [url, w] of entries) {
      const meta = await sharp(path.join(t.deps.config.mediaDir, url)).metadata();
      expect(meta.format).toBe('webp');
      expect(`${meta.width}w`).toBe(w);
    }
    // Another run changes nothing.
    expect(await versionDemoArtwork(t.deps.db, t.deps.config.mediaDir, quiet)).toBe(0);
  });

  it('serves versioned artwork immutable and the plain JPEG still revalidated', async () => {
    const row = await video1();
    const webp = artworkSources(media(row.posterUrl!)).srcSet!.split(' ')[0]!;
    for (const url of [media(row.posterUrl!), webp]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await t.app.inject({ url: webp })).headers['content-type']).toBe('image/webp');
    expect((await t.app.inject({ url: '/media/art/video-1/backdrop.jpg' })).headers['cache-control']).toBe('public, max-age=0');
  });

  it('answers the API with the versioned URLs once the cache is dropped', async () => {
    await invalidateCatalogueCache(t.deps.cache);
    const body = (await t.app.inject({ url: '/api/videos/1/' })).json() as { portrait_thumbnail_url?: string; data?: { portrait_thumbnail_url: string } };
    const video = body.data ?? body;
    expect(video.portrait_thumbnail_url).toBe(media((await video1()).portraitThumbnailUrl!));
  });

  it('a repainted title gets new URLs and its old files are removed', async () => {
    const before = (await video1()).portraitThumbnailUrl!;
    await paint(artDir('video-1'), 30);
    expect(await versionDemoArtwork(t.deps.db, t.deps.config.mediaDir, quiet)).toBe(1);
    const after = (await video1()).portraitThumbnailUrl!;
    expect(after).not.toBe(before);
    const files = fs.readdirSync(artDir('video-1'));
    expect(files.filter((f) => f.startsWith('poster.'))).toHaveLength(5); // plain, versioned, 3 widths
    expect(files).not.toContain(path.basename(before));
  });

  it('leaves an image an operator set alone', async () => {
    await t.deps.db.update(schema.videos).set({ portraitThumbnailUrl: 'https://img.example/p.jpg' }).where(eq(schema.videos.id, 1));
    await versionDemoArtwork(t.deps.db, t.deps.config.mediaDir, quiet);
    expect((await video1()).portraitThumbnailUrl).toBe('https://img.example/p.jpg');
  });
});
