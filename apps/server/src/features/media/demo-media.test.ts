import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpegPath } from './ffmpeg-path.ts';
import { ensureDemoMedia, probeDuration } from './index.ts';
import type { DemoClipSpec, DemoMediaEntry } from './index.ts';
import { runProcess } from './run-process.ts';

// A still of one flat colour stands in for a title's painted backdrop: every frame of its clip
// must then be that colour (give or take the type), which a test pattern never is.
const STILL = { file: 'art/video-9/backdrop.jpg', rgb: [40, 140, 130] as const };
const CLIP: DemoClipSpec = { slug: 'test-clip', title: "Rock 'n' Roll: 100% [Live]", subtitle: 'Movies · 2024', kind: 'feature', seconds: 6, seed: 2, background: STILL.file };
const LIVE: DemoClipSpec = { slug: 'live-test', title: 'Test Channel', subtitle: 'Live · News', kind: 'live', seconds: 4, seed: 5, background: STILL.file, isProtected: true };

/** The average colour of the top half of the frame at `seconds` (the type sits in the lower third). */
async function topColour(source: string, seconds: number, scratch: string): Promise<number[]> {
  const pixel = join(scratch, `pixel-${seconds}.ppm`);
  await runProcess(resolveFfmpegPath(), ['-v', 'error', '-y', '-ss', String(seconds), '-i', source, '-frames:v', '1', '-vf', 'crop=iw:ih/2:0:0,scale=1:1,format=rgb24', pixel]);
  return [...(await readFile(pixel)).subarray(-3)];
}

describe('ensureDemoMedia', () => {
  let mediaDir: string;
  let clipDir: string;
  let entries: DemoMediaEntry[];

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'ott-media-'));
    clipDir = join(mediaDir, 'demo', CLIP.slug);
    const hex = STILL.rgb.map((c) => c.toString(16).padStart(2, '0')).join('');
    await mkdir(join(mediaDir, 'art/video-9'), { recursive: true });
    await runProcess(resolveFfmpegPath(), ['-v', 'error', '-f', 'lavfi', '-i', `color=c=0x${hex}:s=1280x720:d=1`, '-frames:v', '1', '-q:v', '2', join(mediaDir, STILL.file)]);
    entries = await ensureDemoMedia({ mediaDir, clips: [CLIP, LIVE] });
  });

  afterAll(async () => {
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('lists the clips with URL paths under /media, a protected one under protected/', () => {
    expect(entries).toEqual([
      expect.objectContaining({ slug: CLIP.slug, title: CLIP.title, hlsUrlPath: '/media/demo/test-clip/master.m3u8', dashUrlPath: '/media/demo/test-clip/manifest.mpd' }),
      expect.objectContaining({ slug: LIVE.slug, hlsUrlPath: '/media/protected/demo/live-test/master.m3u8' }),
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
    // Two-second segments: the generated pictures are declared at the clip's own rate.
    expect(mediaPlaylist).toContain('#EXTINF:2.000000,');
  });

  it('writes a DASH manifest with two or more video representations over the same segments', async () => {
    const manifest = await readFile(join(clipDir, 'manifest.mpd'), 'utf8');
    expect(manifest.match(/<Representation[^>]*mimeType="video\/mp4"/g)?.length).toBeGreaterThanOrEqual(2);
    const files = await readdir(clipDir);
    expect(files.filter((file) => file.startsWith('init-')).length).toBeGreaterThanOrEqual(3);
    expect(files.filter((file) => /^chunk-.*\.m4s$/.test(file)).length).toBeGreaterThanOrEqual(6);
  });

  it('makes the picture from the title’s own still, not a test pattern', async () => {
    for (const seconds of [1.5, 3, 4.5]) {
      const colour = await topColour(join(clipDir, 'manifest.mpd'), seconds, mediaDir);
      colour.forEach((channel, i) => expect(Math.abs(channel - (STILL.rgb[i] ?? 0)), `${seconds} s channel ${i}`).toBeLessThan(24));
    }
  });

  it('produces a stream whose probed duration matches the clip, with a soundtrack', async () => {
    const seconds = await probeDuration(join(clipDir, 'master.m3u8'));
    expect(Math.abs(seconds - CLIP.seconds)).toBeLessThanOrEqual(1);
    expect(await readFile(join(clipDir, 'master.m3u8'), 'utf8')).toMatch(/TYPE=AUDIO/);
  });

  it('gives a live loop English and Telugu subtitle renditions inside its HLS master', async () => {
    const dir = join(mediaDir, 'protected/demo/live-test');
    const master = await readFile(join(dir, 'master.m3u8'), 'utf8');
    expect(master).toContain('#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,URI="subs.en.m3u8"');
    expect(master).toContain('LANGUAGE="te"');
    for (const line of master.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF:'))) expect(line).toContain('SUBTITLES="subs"');
    expect(await readFile(join(dir, 'subs.en.m3u8'), 'utf8')).toContain('captions.en.vtt');
    expect(await readFile(join(dir, 'captions.en.vtt'), 'utf8')).toContain('Test Channel');
    // Captions are public text: the public directory of a protected clip holds them, and no stream.
    expect((await readdir(join(mediaDir, 'demo', LIVE.slug))).sort()).toEqual(['captions.en.vtt', 'captions.te.vtt', 'subs.en.m3u8', 'subs.te.m3u8']);
  });

  // "No work" is shown by making any ffmpeg or ffprobe run throw, not by a wall-clock bound, which
  // a busy 2-core machine breaks (a 500 ms bound failed once in CI at 623 ms).
  it('returns the recorded list on a second call without running ffmpeg', async () => {
    await withoutFfmpeg(async () => {
      expect(await ensureDemoMedia({ mediaDir, clips: [CLIP, LIVE] })).toEqual(entries);
    });
  });

  it('reuses the packaged clips without running ffmpeg when only the index is lost', async () => {
    await rm(join(mediaDir, 'demo', 'index.json'));
    await withoutFfmpeg(async () => {
      expect(await ensureDemoMedia({ mediaDir, clips: [CLIP, LIVE] })).toEqual(entries);
    });
  });

  it('remakes a clip when its still is repainted, and removes clips no title uses', async () => {
    await writeFile(join(mediaDir, 'art/video-9/art.json'), '{"cacheKey":"repainted"}\n');
    const stale = join(mediaDir, 'demo', 'old-shared-clip');
    await mkdir(stale, { recursive: true });
    await writeFile(join(stale, 'done.json'), '{}');
    const before = await readFile(join(clipDir, 'done.json'), 'utf8');
    await ensureDemoMedia({ mediaDir, clips: [CLIP] });
    expect(await readFile(join(clipDir, 'done.json'), 'utf8')).not.toBe(before);
    expect((await readdir(join(mediaDir, 'demo'))).includes('old-shared-clip')).toBe(false);
  });
});

/** Runs `body` with FFMPEG_PATH and FFPROBE_PATH pointing nowhere: any ffmpeg or ffprobe run throws. */
async function withoutFfmpeg(body: () => Promise<void>): Promise<void> {
  const saved = { ffmpeg: process.env.FFMPEG_PATH, ffprobe: process.env.FFPROBE_PATH };
  process.env.FFMPEG_PATH = join(tmpdir(), 'no-ffmpeg-here');
  process.env.FFPROBE_PATH = join(tmpdir(), 'no-ffprobe-here');
  try {
    await body();
  } finally {
    restoreEnv('FFMPEG_PATH', saved.ffmpeg);
    restoreEnv('FFPROBE_PATH', saved.ffprobe);
  }
}

function restoreEnv(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
