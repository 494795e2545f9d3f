// Issue 15.3: an operator's uploaded film packaged for streaming. Small generated sources (8 s of
// 720p with a Telugu and an English audio track) and the ultrafast preset keep each case short.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectUpload, rewriteTitleSubtitles, transcodeTitle, type TranscodedTitle } from '../../src/features/media/transcode-title.ts';

/**
 * CPU time (ms) of this process's finished child processes (/proc/self/stat cutime + cstime, in
 * clock ticks of 10 ms): the ffprobe and ffmpeg runs this test file has waited for.
 */
function childCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, so cutime (16) and cstime (17) are at 13 and 14.
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

const run = promisify(execFile);
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const FFPROBE = process.env.FFPROBE_PATH ?? 'ffprobe';
const KEY = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
const IV = Buffer.from('0f0e0d0c0b0a09080706050403020100', 'hex');

let dir: string;
let source: string;
let teSrt: string;

async function ffmpeg(...args: string[]): Promise<void> {
  await run(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function imageSize(file: string): Promise<string> {
  const { stdout } = await run(FFPROBE, ['-v', 'error', '-of', 'csv=p=0', '-show_entries', 'stream=width,height', file]);
  return stdout.trim();
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'transcode-title-'));
  source = join(dir, 'film.mp4');
  await ffmpeg(
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25:duration=8'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=8', '-f', 'lavfi', '-i', 'sine=frequency=660:duration=8'],
    ...['-map', '0:v', '-map', '1:a', '-map', '2:a', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'],
    ...['-metadata:s:a:0', 'language=tel', '-metadata:s:a:1', 'language=eng', source],
  );
  teSrt = join(dir, 'te.srt');
  await writeFile(teSrt, '\uFEFF1\r\n00:00:01,000 --> 00:00:03,500\r\nనమస్కారం\r\n\r\n2\r\n00:00:04,000 --> 00:00:06,000\r\n<i>Welcome</i>\r\n');
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('transcodeTitle (clear)', () => {
  let outDir: string;
  let result: TranscodedTitle;
  const progress: { step: string; fraction: number }[] = [];

  beforeAll(async () => {
    outDir = join(dir, 'clear');
    const started = Date.now();
    result = await transcodeTitle({
      source,
      outDir,
      subtitles: [{ file: teSrt, language: 'te', label: 'తెలుగు' }],
      x264Preset: 'ultrafast',
      onProgress: (p) => progress.push(p),
    });
    console.info(`transcodeTitle, 8 s 720p, two audio tracks, ultrafast: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 90_000);

  it('lists a ladder from under 300 kb/s, both audio languages and the subtitles in master.m3u8', async () => {
    const master = await readFile(join(outDir, result.hlsPath), 'utf8');
    const bandwidths = [...master.matchAll(/#EXT-X-STREAM-INF:BANDWIDTH=(\d+)/g)].map((match) => Number(match[1]));
    expect(bandwidths.length).toBeGreaterThanOrEqual(2);
    expect(Math.min(...bandwidths)).toBeLessThanOrEqual(300_000);
    expect(result.renditions[0]).toMatchObject({ width: 1280, height: 720 });
    expect(result.renditions.every((r) => r.height <= 720)).toBe(true);
    const audio = master.split('\n').filter((line) => line.startsWith('#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",'));
    expect(audio).toHaveLength(2);
    expect(audio[0]).toMatch(/NAME="Telugu",LANGUAGE="te",DEFAULT=YES/);
    expect(audio[1]).toMatch(/NAME="English",LANGUAGE="en",DEFAULT=NO/);
    expect(master).toMatch(/#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="తెలుగు",LANGUAGE="te"/);
    expect(result.audioLanguages).toEqual(['te', 'en']);
    expect(result.is4k).toBe(false);
    expect(result.durationSeconds).toBeCloseTo(8, 0);
  });

  it('writes manifest.mpd with an AdaptationSet per audio language and a text one', async () => {
    expect(result.dashPath).toBe('manifest.mpd');
    const mpd = await readFile(join(outDir, 'manifest.mpd'), 'utf8');
    const audioSets = [...mpd.matchAll(/<AdaptationSet[^>]*contentType="audio"[^>]*lang="([^"]+)"/g)].map((match) => match[1]);
    expect(audioSets).toEqual(['te', 'en']);
    expect(mpd).toMatch(/<AdaptationSet[^>]*contentType="text" mimeType="text\/vtt" lang="te"/);
  });

  it('converts the SRT to WebVTT', async () => {
    expect(result.subtitles).toEqual([{ language: 'te', label: 'తెలుగు', path: expect.stringMatching(/^subtitles-[^/]+\.vtt$/) }]);
    const vtt = await readFile(join(outDir, result.subtitles[0]!.path), 'utf8');
    expect(vtt.startsWith('WEBVTT\n\n')).toBe(true);
    expect(vtt).toContain('00:00:01.000 --> 00:00:03.500\nనమస్కారం');
    expect(vtt).not.toContain('\r');
  });

  it('writes trick-play sprites with a WebVTT index and 1280x720 image candidates', async () => {
    expect(result.trickPlay).not.toBeNull();
    const vtt = await readFile(join(outDir, result.trickPlay!.vttPath), 'utf8');
    expect(vtt).toMatch(/^WEBVTT\n\n00:00:00\.000 --> 00:00:08\.\d{3}\ntrickplay-sprite-0\.jpg#xywh=0,0,160,90\n/);
    for (const sprite of result.trickPlay!.spritePaths) expect((await stat(join(outDir, sprite))).size).toBeGreaterThan(0);
    expect(await imageSize(join(outDir, result.trickPlay!.spritePaths[0]!))).toBe('160,90');
    expect(result.imageCandidates.length).toBeGreaterThanOrEqual(4);
    for (const image of result.imageCandidates) expect(image).toMatchObject({ width: 1280, height: 720 });
    expect(await imageSize(join(outDir, result.imageCandidates[0]!.path))).toBe('1280,720');
  });

  it('reports progress by step, never going back, up to 1', () => {
    const fractions = progress.map((p) => p.fraction);
    expect(fractions.every((fraction, index) => index === 0 || fraction >= fractions[index - 1]!)).toBe(true);
    expect(fractions.at(-1)).toBe(1);
    expect(new Set(progress.map((p) => p.step))).toEqual(new Set(['probe', 'encode', 'subtitles', 'trick_play', 'images']));
    expect(progress.filter((p) => p.step === 'encode').length).toBeGreaterThan(2);
  });

  it('rewrites the subtitle tracks without re-encoding, and removes them all', async () => {
    const enVtt = join(dir, 'en.vtt');
    await writeFile(enVtt, '\uFEFFWEBVTT\r\n\r\nNOTE made by hand\r\n\r\ncue-1\r\n00:01.000 --> 00:02.000 align:start\r\nHello\r\n');
    const written = await rewriteTitleSubtitles(outDir, [
      { file: teSrt, language: 'te', label: 'Telugu' },
      { file: enVtt, language: 'en', label: 'English' },
    ], result.durationSeconds);
    expect(written.map((s) => s.language)).toEqual(['te', 'en']);
    let master = await readFile(join(outDir, 'master.m3u8'), 'utf8');
    expect(master.match(/TYPE=SUBTITLES/g)).toHaveLength(2);
    let mpd = await readFile(join(outDir, 'manifest.mpd'), 'utf8');
    expect(mpd.match(/contentType="text"/g)).toHaveLength(2);
    expect(await readFile(join(outDir, written[1]!.path), 'utf8')).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:02.000 align:start\nHello\n');

    expect(await rewriteTitleSubtitles(outDir, [], result.durationSeconds)).toEqual([]);
    master = await readFile(join(outDir, 'master.m3u8'), 'utf8');
    expect(master).not.toContain('SUBTITLES');
    mpd = await readFile(join(outDir, 'manifest.mpd'), 'utf8');
    expect(mpd).not.toContain('contentType="text"');
    expect((await readdir(outDir)).filter((name) => name.startsWith('subtitles-'))).toEqual([]);
  });

  it('refuses a subtitle file without cues, saying so, and changes nothing', async () => {
    const empty = join(dir, 'empty.srt');
    await writeFile(empty, '\uFEFF\r\n\r\n');
    await expect(rewriteTitleSubtitles(outDir, [{ file: empty, language: 'te', label: 'Telugu' }], 8)).rejects.toThrow(/no subtitle cues/);
  });
});

describe('transcodeTitle (protected)', () => {
  it('writes AES-128 encrypted TS renditions per rung and per audio language, and no clear media', async () => {
    const outDir = join(dir, 'protected');
    const result = await transcodeTitle({
      source,
      outDir,
      subtitles: [{ file: teSrt, language: 'te', label: 'Telugu' }],
      protection: { keyUri: 'https://api.example.test/api/keys/title-1', key: KEY, iv: IV },
      x264Preset: 'ultrafast',
    });
    expect(result.dashPath).toBeNull();
    const master = await readFile(join(outDir, 'master.m3u8'), 'utf8');
    const bandwidths = [...master.matchAll(/#EXT-X-STREAM-INF:BANDWIDTH=(\d+)/g)].map((match) => Number(match[1]));
    expect(bandwidths.length).toBeGreaterThanOrEqual(2);
    expect(Math.min(...bandwidths)).toBeLessThanOrEqual(300_000);
    const audio = master.split('\n').filter((line) => line.startsWith('#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",'));
    expect(audio.map((line) => /LANGUAGE="([^"]+)"/.exec(line)?.[1])).toEqual(['te', 'en']);
    expect(audio.every((line) => /URI="[^"]+\.m3u8"/.test(line))).toBe(true);
    expect(master).toContain('TYPE=SUBTITLES');

    const files = await filesUnder(outDir);
    // Every file a player fetches is flat in the title's directory: its signed URL grants that
    // directory only (image candidates are copied out to public artwork by the job).
    expect(files.filter((file) => !file.startsWith(join(outDir, 'images/')) && file.slice(outDir.length + 1).includes('/'))).toEqual([]);
    const playlists = files.filter((file) => /\/(video|audio)-[^/]+\.m3u8$/.test(file));
    expect(playlists.length).toBeGreaterThanOrEqual(4);
    for (const playlist of playlists) {
      expect(await readFile(playlist, 'utf8')).toContain('#EXT-X-KEY:METHOD=AES-128,URI="https://api.example.test/api/keys/title-1"');
    }
    expect(files.filter((file) => /\.(m4s|mp4|m4a|key)$/.test(file))).toEqual([]);
    const segments = files.filter((file) => file.endsWith('.ts'));
    expect(segments.length).toBeGreaterThan(0);
    await expect(run(FFPROBE, ['-v', 'error', segments[0]!])).rejects.toThrow();
    expect(existsSync(`${outDir}.work`)).toBe(false);
    expect(existsSync(`${outDir}.partial`)).toBe(false);
    const vtt = await readFile(join(outDir, result.subtitles[0]!.path), 'utf8');
    expect(vtt).toMatch(/^WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:\d+,LOCAL:00:00:00\.000\n/);
    expect(result.trickPlay?.spritePaths.length).toBe(1);
  }, 90_000);
});

describe('transcodeTitle failures', () => {
  it('stops ffmpeg on abort, rejects and removes its staging directories', async () => {
    const outDir = join(dir, 'aborted');
    const controller = new AbortController();
    let abortedAt = 0;
    const job = transcodeTitle({
      source,
      outDir,
      subtitles: [],
      x264Preset: 'ultrafast',
      signal: controller.signal,
      onProgress: ({ step }) => {
        if (step === 'encode' && abortedAt === 0) {
          abortedAt = Date.now();
          controller.abort();
        }
      },
    });
    await expect(job).rejects.toThrow(/abort/i);
    expect(Date.now() - abortedAt).toBeLessThan(3000);
    const { stdout: processes } = await run('ps', ['-eo', 'args']);
    expect(processes.split('\n').filter((line) => line.includes(outDir))).toEqual([]);
    expect(existsSync(outDir)).toBe(false);
    expect(existsSync(`${outDir}.partial`)).toBe(false);
    expect(existsSync(`${outDir}.work`)).toBe(false);
  }, 30_000);

  it('refuses a subtitle file without cues before encoding anything', async () => {
    const empty = join(dir, 'no-cues.vtt');
    await writeFile(empty, 'WEBVTT\n\nNOTE nothing here\n');
    const steps: string[] = [];
    await expect(
      transcodeTitle({ source, outDir: join(dir, 'no-cues'), subtitles: [{ file: empty, language: 'en', label: 'English' }], onProgress: (p) => steps.push(p.step) }),
    ).rejects.toThrow(/failed at probe: subtitle track 1 \(en\) has no subtitle cues/);
    expect(steps).not.toContain('encode');
  });

  it("carries ffmpeg's own reason when the source cannot be read", async () => {
    const broken = join(dir, 'broken.mp4');
    await writeFile(broken, 'not a film at all\n'.repeat(100));
    await expect(transcodeTitle({ source: broken, outDir: join(dir, 'broken'), subtitles: [] })).rejects.toThrow(/failed at probe: ffprobe failed[\s\S]*Invalid data found/);
  });
});

describe('inspectUpload', () => {
  it('accepts a whole film and reports its audio languages', async () => {
    const inspection = await inspectUpload(source);
    expect(inspection.ok).toBe(true);
    if (inspection.ok) expect(inspection.probe.audio.map((a) => a.language)).toEqual(['te', 'en']);
  });

  it('accepts a whole film whose last keyframe is long before its end (x264 default GOP of 10 s)', async () => {
    const longGop = join(dir, 'long-gop.mp4');
    await ffmpeg(
      ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=30'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '250', '-pix_fmt', 'yuv420p', longGop],
    );
    expect((await inspectUpload(longGop)).ok).toBe(true);
  });

  it('classifies text, random bytes, cut files and audio-only files', async () => {
    const text = join(dir, 'notes.txt');
    await writeFile(text, 'Episode notes\nnothing to see here\n');
    const random = join(dir, 'random.bin');
    await writeFile(random, Buffer.from(Array.from({ length: 64 * 1024 }, (_, i) => (i * 7919 + 13) % 251)));
    const whole = await readFile(source);
    const cut = join(dir, 'cut.mp4');
    await writeFile(cut, whole.subarray(0, whole.length / 2));
    const faststart = join(dir, 'faststart.mp4');
    await ffmpeg('-i', source, '-map', '0', '-c', 'copy', '-movflags', '+faststart', faststart);
    const faststartWhole = await readFile(faststart);
    const faststartCut = join(dir, 'faststart-cut.mp4');
    await writeFile(faststartCut, faststartWhole.subarray(0, faststartWhole.length / 2));
    const audioOnly = join(dir, 'audio.m4a');
    await ffmpeg('-f', 'lavfi', '-i', 'sine=duration=3', '-c:a', 'aac', audioOnly);

    const cpuBefore = childCpuMs();
    expect(await inspectUpload(text)).toEqual({ ok: false, reason: 'not_video' });
    expect(await inspectUpload(random)).toEqual({ ok: false, reason: 'not_video' });
    expect(await inspectUpload(cut)).toEqual({ ok: false, reason: 'truncated' });
    expect(await inspectUpload(faststartCut)).toEqual({ ok: false, reason: 'truncated' });
    expect(await inspectUpload(audioOnly)).toEqual({ ok: false, reason: 'no_video_stream' });
    expect((await inspectUpload(faststart)).ok).toBe(true);
    const transportStream = join(dir, 'film.ts');
    await ffmpeg('-i', source, '-map', '0', '-c', 'copy', transportStream);
    expect((await inspectUpload(transportStream)).ok).toBe(true);
    // Probing reads headers and a few packets, never decodes the film: measured in the CPU time of
    // the ffprobe/ffmpeg children, not the wall clock (which a loaded CI machine stretched past 10 s).
    expect(childCpuMs() - cpuBefore).toBeLessThan(5_000);
  }, 60_000);
});
