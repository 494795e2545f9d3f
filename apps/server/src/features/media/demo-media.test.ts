import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoMedia, probeDuration } from './index.ts';
import type { DemoClipSpec, DemoMediaEntry } from './index.ts';

const CLIP: DemoClipSpec = { slug: 'test-clip', title: "Rock 'n' Roll: 100% [Live]", kind: 'feature', seconds: 6, seed: 2 };

describe('ensureDemoMedia', () => {
  let mediaDir: string;
  let clipDir: string;
  let entries: DemoMediaEntry[];

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'ott-media-'));
    clipDir = join(mediaDir, 'demo', CLIP.slug);
    entries = await ensureDemoMedia({ mediaDir, clips: [CLIP] });
  });

  afterAll(async () => {
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('lists the clip with URL paths under /media/demo', () => {
    expect(entries).toEqual([
      expect.objectContaining({
        slug: CLIP.slug,
        title: CLIP.title,
        hlsUrlPath: '/media/demo/test-clip/master.m3u8',
        dashUrlPath: '/media/demo/test-clip/manifest.mpd',
        posterUrlPath: '/media/demo/test-clip/poster.jpg',
      }),
    ]);
    expect(entries[0]?.durationSeconds).toBeCloseTo(CLIP.seconds, 0);
  });

  it('writes an HLS master with two or more complete variant streams', async () => {
    const master = await readFile(join(clipDir, 'master.m3u8'), 'utf8');
    const variants = master.split('\n').filter((line) => line.startsWith('#EXT-X-STREAM-INF:'));
    expect(variants.length).toBeGreaterThanOrEqual(2);
    for (const variant of variants) expect(variant).toMatch(/BANDWIDTH=\d+.*RESOLUTION=\d+x\d+.*CODECS="avc1\.[^"]+"/);
    const mediaPlaylist = await readFile(join(clipDir, 'media_0.m3u8'), 'utf8');
    expect(mediaPlaylist).toContain('#EXT-X-MAP:URI=');
    expect(mediaPlaylist).toContain('#EXT-X-ENDLIST');
  });

  it('writes a DASH manifest with two or more video representations over the same segments', async () => {
    const manifest = await readFile(join(clipDir, 'manifest.mpd'), 'utf8');
    expect(manifest.match(/<Representation[^>]*mimeType="video\/mp4"/g)?.length).toBeGreaterThanOrEqual(2);
    const files = await readdir(clipDir);
    expect(files.filter((file) => file.startsWith('init-')).length).toBeGreaterThanOrEqual(3);
    expect(files.filter((file) => /^chunk-.*\.m4s$/.test(file)).length).toBeGreaterThanOrEqual(6);
  });

  it('cuts poster, backdrop and thumbnail JPEGs', async () => {
    for (const name of ['poster.jpg', 'backdrop.jpg', 'thumb.jpg']) {
      const image = await readFile(join(clipDir, name));
      expect(image.subarray(0, 2).toString('hex'), name).toBe('ffd8');
    }
  });

  it('produces a stream whose probed duration matches the clip', async () => {
    const seconds = await probeDuration(join(clipDir, 'master.m3u8'));
    expect(Math.abs(seconds - CLIP.seconds)).toBeLessThanOrEqual(1);
  });

  it('returns the recorded list at once on a second call', async () => {
    const startedAt = performance.now();
    expect(await ensureDemoMedia({ mediaDir, clips: [CLIP] })).toEqual(entries);
    expect(performance.now() - startedAt).toBeLessThan(500);
  });

  it('reuses the packaged clip without running ffmpeg when only the index is lost', async () => {
    await rm(join(mediaDir, 'demo', 'index.json'));
    const saved = { ffmpeg: process.env.FFMPEG_PATH, ffprobe: process.env.FFPROBE_PATH };
    // Any ffmpeg or ffprobe run would now throw "not an executable file".
    process.env.FFMPEG_PATH = join(mediaDir, 'no-ffmpeg');
    process.env.FFPROBE_PATH = join(mediaDir, 'no-ffprobe');
    try {
      const startedAt = performance.now();
      expect(await ensureDemoMedia({ mediaDir, clips: [CLIP] })).toEqual(entries);
      expect(performance.now() - startedAt).toBeLessThan(500);
    } finally {
      restoreEnv('FFMPEG_PATH', saved.ffmpeg);
      restoreEnv('FFPROBE_PATH', saved.ffprobe);
    }
  });
});

function restoreEnv(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
