// Issue 14.8: the media pipeline on both ffmpeg builds it may meet, Debian's 5.1 on PATH (the
// reference) and the npm package's 4.1 (what a fresh machine without ffmpeg gets), forced here with
// FFMPEG_PATH/FFPROBE_PATH. Each run transcodes a tiny clip (probe, CMAF ladder, master playlist
// written by us, images), renders a demo clip (the generated picture and soundtrack, captions),
// packages AES-128 HLS, and runs the live encoder for a couple of segments. Every master playlist
// must parse, list each rendition with measured attributes, and point at media playlists whose
// init and media segments exist.
import { access, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpeg, resolveFfmpegPath, resolveFfprobe } from '../../src/features/media/ffmpeg-path.ts';
import { HLS_MASTER_NAME, parseMasterVariants, parseMediaPlaylist } from '../../src/features/media/hls-playlists.ts';
import { ensureDemoMedia, packageAesHls, readPackagedClipInputs, remuxToLiveSource, startLiveHlsEncoder, transcodeToStream } from '../../src/features/media/index.ts';
import type { DemoClipSpec } from '../../src/features/media/index.ts';
import { runProcess } from '../../src/features/media/run-process.ts';

const require = createRequire(import.meta.url);
function npmBinary(name: string): string | undefined {
  try {
    return (require(name) as { path: string }).path;
  } catch {
    return undefined;
  }
}
const npmFfmpeg = npmBinary('@ffmpeg-installer/ffmpeg');
const npmFfprobe = npmBinary('@ffprobe-installer/ffprobe');

const BUILDS = [
  { name: 'ffmpeg on PATH (Debian 5.1)', env: { FFMPEG_PATH: undefined, FFPROBE_PATH: undefined }, source: 'path', skip: false },
  { name: 'npm @ffmpeg-installer build (4.1)', env: { FFMPEG_PATH: npmFfmpeg, FFPROBE_PATH: npmFfprobe }, source: 'env', skip: !npmFfmpeg || !npmFfprobe },
] as const;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Parses a master and checks every variant and rendition it lists; returns its variants. */
async function expectPlayableMaster(dir: string, renditions: number) {
  const master = await readFile(join(dir, HLS_MASTER_NAME), 'utf8');
  expect(master.startsWith('#EXTM3U\n')).toBe(true);
  const variants = parseMasterVariants(master);
  expect(variants).toHaveLength(renditions);
  const audioUris = [...master.matchAll(/#EXT-X-MEDIA:TYPE=AUDIO[^\n]*URI="([^"]+)"/g)].map((match) => match[1] ?? '');
  expect(audioUris).toHaveLength(1);
  for (const line of master.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF:'))) {
    expect(line).toMatch(/BANDWIDTH=\d+,AVERAGE-BANDWIDTH=\d+,RESOLUTION=\d+x\d+,FRAME-RATE=20\.000,CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2",AUDIO="group_A1"/);
    const peak = Number(/BANDWIDTH=(\d+)/.exec(line)?.[1]);
    const average = Number(/AVERAGE-BANDWIDTH=(\d+)/.exec(line)?.[1]);
    expect(average).toBeGreaterThan(0);
    expect(average).toBeLessThanOrEqual(peak);
  }
  for (const uri of [...variants.map((variant) => variant.uri), ...audioUris]) {
    const media = parseMediaPlaylist(await readFile(join(dir, uri), 'utf8'));
    expect(media.initUri, uri).toMatch(/^init-stream\d+\.m4s$/);
    expect(await exists(join(dir, media.initUri ?? '')), `${uri} init`).toBe(true);
    expect(media.segments.length, uri).toBeGreaterThanOrEqual(2);
    for (const segment of media.segments) {
      expect(segment.uri).toMatch(/^chunk-stream\d+-\d{5}\.m4s$/);
      expect(await exists(join(dir, segment.uri)), segment.uri).toBe(true);
    }
  }
  return variants;
}

describe.each(BUILDS)('media pipeline with $name', (build) => {
  const saved = { FFMPEG_PATH: process.env.FFMPEG_PATH, FFPROBE_PATH: process.env.FFPROBE_PATH };
  let work: string;
  let source: string;

  beforeAll(async () => {
    if (build.skip) return;
    for (const [name, value] of Object.entries(build.env)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    work = await mkdtemp(join(tmpdir(), 'ott-ffmpeg-build-'));
    source = join(work, 'source.mp4');
    // 5 s of 320x180 at 20 fps with a tone: a keyframe every 2 s is not assumed (the ladder sets its own GOP).
    await runProcess(resolveFfmpegPath(), [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=20:duration=5', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=5'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', source],
    ]);
  });

  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    if (work) await rm(work, { recursive: true, force: true });
  });

  it.skipIf(build.skip)('runs the build it is meant to', async () => {
    expect(resolveFfmpeg().source).toBe(build.source);
    if (build.env.FFMPEG_PATH) expect(resolveFfmpeg().path).toBe(build.env.FFMPEG_PATH);
    expect(resolveFfprobe().source).toBe(build.source);
  });

  it.skipIf(build.skip)('transcodes a clip into a CMAF ladder with a master playlist it wrote itself, and live and AES-128 streams from it', async () => {
    const outDir = join(work, 'vod');
    const progress: number[] = [];
    const result = await transcodeToStream({ source, outDir, title: 'Test Title', renditionHeights: [180, 90], x264Preset: 'ultrafast', onProgress: (f) => progress.push(f) });
    expect(result.renditions.map((r) => `${r.width}x${r.height}`)).toEqual(['320x180', '160x90']);
    expect(result.durationSeconds).toBeCloseTo(5, 0);
    expect(progress.at(-1)).toBe(1);
    const variants = await expectPlayableMaster(outDir, 2);
    // Lowest rung first in the file; the result lists the ladder tallest first.
    expect(variants.map((v) => v.height)).toEqual([90, 180]);
    expect(result.renditions.map((r) => r.bandwidth).sort()).toEqual(variants.map((v) => v.bandwidth).sort());
    const manifest = await readFile(join(outDir, 'manifest.mpd'), 'utf8');
    expect(manifest.match(/<Representation[^>]*mimeType="video\/mp4"/g)).toHaveLength(2);
    expect(manifest).toContain('media="chunk-stream$RepresentationID$-$Number%05d$.m4s"');
    for (const image of ['poster.jpg', 'backdrop.jpg', 'thumb.jpg']) expect(await exists(join(outDir, image)), image).toBe(true);

    // The live channel's source and encoder (sliding window, subtitles cut on the video's clock).
    const inputs = await readPackagedClipInputs(outDir);
    const captions = join(work, 'captions.vtt');
    await writeFile(captions, 'WEBVTT\n\n00:00:00.500 --> 00:00:02.500\nHello\n\n00:00:03.000 --> 00:00:04.500\nAgain\n');
    const liveSource = join(work, 'live-source.mp4');
    await remuxToLiveSource(inputs, liveSource, { file: captions, language: 'eng' });
    const liveDir = join(work, 'live');
    const encoder = await startLiveHlsEncoder({
      source: liveSource,
      outDir: liveDir,
      playlistName: 'index.m3u8',
      subtitlePlaylistName: 'subs.en.m3u8',
      segmentSeconds: 2,
      listSize: 3,
      master: { name: 'master.m3u8', content: '#EXTM3U\n' },
    });
    try {
      const deadline = Date.now() + 15_000;
      let playlist = '';
      while (Date.now() < deadline) {
        playlist = await readFile(join(liveDir, 'index.m3u8'), 'utf8').catch(() => '');
        if (parseMediaPlaylist(playlist).segments.length >= 2 && (await exists(join(liveDir, 'subs.en.m3u8')))) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const live = parseMediaPlaylist(playlist);
      expect(live.segments.length, `${playlist}\n${encoder.stderrTail()}`).toBeGreaterThanOrEqual(2);
      expect(live.initUri).toBe('init.mp4');
      expect(playlist).not.toContain('#EXT-X-ENDLIST');
      expect(await exists(join(liveDir, 'init.mp4'))).toBe(true);
      for (const segment of live.segments) expect(await exists(join(liveDir, segment.uri)), segment.uri).toBe(true);
      const subs = parseMediaPlaylist(await readFile(join(liveDir, 'subs.en.m3u8'), 'utf8'));
      expect(subs.segments.length).toBeGreaterThanOrEqual(1);
      for (const segment of subs.segments) expect(await exists(join(liveDir, segment.uri)), segment.uri).toBe(true);
    } finally {
      await encoder.stop();
    }
    expect((await readdir(liveDir)).some((name) => name.endsWith('.tmp'))).toBe(false);

    // Protected content: AES-128 MPEG-TS segments copied from the same ladder.
    const aesDir = join(work, 'aes');
    await packageAesHls({ inputs, outDir: aesDir, playlistName: 'drm.m3u8', keyUri: 'https://example.test/key', key: Buffer.alloc(16, 1), iv: Buffer.alloc(16, 2) });
    const aes = await readFile(join(aesDir, 'drm.m3u8'), 'utf8');
    expect(aes).toContain('#EXT-X-KEY:METHOD=AES-128,URI="https://example.test/key"');
    const aesSegments = parseMediaPlaylist(aes).segments;
    expect(aesSegments.length).toBeGreaterThanOrEqual(2);
    for (const segment of aesSegments) expect(await exists(join(aesDir, segment.uri)), segment.uri).toBe(true);
  });

  it.skipIf(build.skip)('renders a demo clip (generated picture, soundtrack, captions) into a playable ladder', async () => {
    const mediaDir = join(work, 'media');
    const still = 'art/live-1/backdrop.jpg';
    await mkdir(join(mediaDir, 'art/live-1'), { recursive: true });
    await runProcess(resolveFfmpegPath(), ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=0x285a8c:s=1280x720:d=1', '-frames:v', '1', join(mediaDir, still)]);
    const clip: DemoClipSpec = { slug: 'build-test', title: 'Build Test', subtitle: 'Live · News', kind: 'live', seconds: 4, seed: 1, background: still };
    const [entry] = await ensureDemoMedia({ mediaDir, clips: [clip] });
    expect(entry?.hlsUrlPath).toBe('/media/demo/build-test/master.m3u8');
    const dir = join(mediaDir, 'demo', clip.slug);
    const variants = await expectPlayableMaster(dir, 2);
    expect(variants.map((v) => `${v.width}x${v.height}`)).toEqual(['640x360', '1280x720']);
    const master = await readFile(join(dir, HLS_MASTER_NAME), 'utf8');
    expect(master).toContain('#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en"');
    for (const line of master.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF:'))) expect(line).toContain('SUBTITLES="subs"');
  });
});
