// The file an own channel loops (issue 15.4) from a paid title's real transcode: the AES-128 TS
// ladder is decrypted with the title's key into one clear mp4 with the film's picture and sound,
// made once per film and again when the film changes; a wrong key fails instead of looping noise.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcodeTitle } from '../../src/features/media/index.ts';
import { contentKeyForId } from '../../src/features/streaming/drm-keys.ts';
import { prepareTitleLiveSource } from '../../src/features/streaming/title-live-source.ts';
import { createLocalStorage } from '../../src/lib/storage/local-storage.ts';

const SECRET = 'test-drm-secret-0123456789';
const KEY_ID = crypto.randomBytes(16).toString('hex');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'own-source-'));
const mediaDir = path.join(root, 'media');
const dataDir = path.join(root, 'data');
const filmKey = 'protected/titles/7/rev1';

const probe = (file: string) =>
  JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name:format=duration', '-of', 'json', file], { encoding: 'utf8' })) as {
    streams: { codec_type: string; codec_name: string }[];
    format: { duration: string };
  };

beforeAll(async () => {
  const source = path.join(root, 'film.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=4', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=4'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', source],
  ]);
  const { key, iv } = contentKeyForId(SECRET, KEY_ID);
  await transcodeTitle({
    source,
    outDir: path.join(mediaDir, filmKey),
    subtitles: [],
    protection: { keyUri: `/api/drm/key/${KEY_ID}/`, key, iv },
    x264Preset: 'ultrafast',
  });
}, 120_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a paid title as an own channel’s source', () => {
  const deps = () => ({ mediaDir, dataDir, storage: createLocalStorage({ mediaDir, uploadsDir: path.join(root, 'uploads') }), drmKeySecret: SECRET });

  it('decrypts the protected ladder into one clear mp4 with picture and sound', async () => {
    expect(fs.readFileSync(path.join(mediaDir, filmKey, 'master.m3u8'), 'utf8')).toContain('.m3u8');
    const source = await prepareTitleLiveSource(deps(), 5, { hlsPath: `${filmKey}/master.m3u8`, mediaKeyId: KEY_ID });
    expect(source).not.toBeNull();
    expect(source!.file.startsWith(dataDir)).toBe(true);
    const info = probe(source!.file);
    expect(info.streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort()).toEqual(['audio:aac', 'video:h264']);
    expect(Number(info.format.duration)).toBeGreaterThan(3.5);
    expect(source!.master).toMatch(/#EXT-X-STREAM-INF:BANDWIDTH=\d+,RESOLUTION=\d+x\d+,CODECS="avc1[^"]*"\nindex\.m3u8/);
    // No clear scratch left beside it.
    expect(fs.readdirSync(path.dirname(source!.file)).sort()).toEqual(['source.json', 'source.mp4']);
    // Made once per film.
    const madeAt = fs.statSync(source!.file).mtimeMs;
    await prepareTitleLiveSource(deps(), 5, { hlsPath: `${filmKey}/master.m3u8`, mediaKeyId: KEY_ID });
    expect(fs.statSync(source!.file).mtimeMs).toBe(madeAt);
  }, 60_000);

  it('fails with the wrong key, and waits (null) for a film not here yet', async () => {
    await expect(prepareTitleLiveSource(deps(), 6, { hlsPath: `${filmKey}/master.m3u8`, mediaKeyId: crypto.randomBytes(16).toString('hex') })).rejects.toThrow();
    expect(await prepareTitleLiveSource(deps(), 6, { hlsPath: 'protected/titles/8/none/master.m3u8', mediaKeyId: KEY_ID })).toBeNull();
  }, 60_000);
});
