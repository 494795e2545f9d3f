// The advanced player's media with real ffmpeg, through the app: the AES-128 copy (EXT-X-KEY with
// our key URI, segments that decrypt to MPEG-TS with the granted key, no key in the media dir),
// the DASH manifest and its segments, and the live channel bound to the app's life.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, DemoStreamsResponse } from '@ott/contract';
import { createTestApp, type TestApp } from '../helper.ts';
import { createViewer } from '../catalogue/fixtures.ts';
import { seedDemo } from '../../src/features/seed/index.ts';
import { packageDrmDemo } from '../../src/features/streaming/index.ts';
import { DRM_DEMO_CLIP, LIVE_SOURCE_CLIP } from '../../src/features/streaming/layout.ts';
import { firstFreeDashVideo, generateDemoClips, pidsMentioning, waitFor } from './fixtures.ts';

let t: TestApp;
let mediaDir: string;
const log = { info: () => {}, warn: () => {} };
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const streams = async () => DemoStreamsResponse.parse((await get(API.demoStreams)).json());

beforeAll(async () => {
  t = await createTestApp({ LIVE_CHANNEL: 'on' });
  mediaDir = t.deps.config.mediaDir;
  await seedDemo(t.deps.db, { mediaBaseUrl: t.deps.config.mediaBaseUrl });
  // The premium title's clip behind signatures (the DRM card) and the live channel's own loop with
  // its captions; the free title's DASH card plays a copy of the first.
  await generateDemoClips(mediaDir, [
    { slug: DRM_DEMO_CLIP, kind: 'feature', isProtected: true },
    { slug: LIVE_SOURCE_CLIP, kind: 'live' },
  ]);
  const { dashPath } = await firstFreeDashVideo(t);
  const target = path.join(mediaDir, path.dirname(dashPath));
  if (!fs.existsSync(target)) fs.cpSync(path.join(mediaDir, 'protected', 'demo', DRM_DEMO_CLIP), target, { recursive: true });
}, 90_000);
afterAll(() => t.close());

describe('AES-128 protected HLS', () => {
  let playlist: string;
  let drmUrl: string;

  it('packages the clip with an EXT-X-KEY pointing at our key endpoint, idempotently', async () => {
    expect(await packageDrmDemo(t.deps.config, log)).toBe(true);
    drmUrl = (await streams())[2]?.url ?? '';
    const res = await get(drmUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    playlist = res.body;
    const key = /#EXT-X-KEY:METHOD=AES-128,URI="([^"]+)",IV=0x([0-9a-f]{32})/.exec(playlist);
    expect(key?.[1]).toMatch(/^\/api\/drm\/keys\/[0-9a-f]{32}\/$/);
    expect(playlist).toContain('#EXT-X-ENDLIST');
    const playlistFile = path.join(mediaDir, drmUrl.replace(/^\/media\//, ''));
    const madeAt = fs.statSync(playlistFile).mtimeMs;
    expect(await packageDrmDemo(t.deps.config, log)).toBe(true);
    expect(fs.statSync(playlistFile).mtimeMs).toBe(madeAt);
  });

  it('decrypts a segment to MPEG-TS with the key granted to a subscriber, and nothing else does', async () => {
    const [, keyUri = '', ivHex = ''] = /URI="([^"]+)",IV=0x([0-9a-f]{32})/.exec(playlist) ?? [];
    const segmentName = playlist.split('\n').find((line) => line.endsWith('.ts')) ?? '';
    const segment = await get(new URL(segmentName, `http://x${drmUrl}`).pathname);
    expect(segment.statusCode).toBe(200);
    const ciphertext = segment.rawPayload;
    expect(ciphertext[0]).not.toBe(0x47);

    const visitor = await get(keyUri);
    expect(visitor.statusCode).toBe(401);
    const subscriber = await createViewer(t.deps, { subscribedDays: 30 });
    const granted = await get(keyUri, subscriber.headers);
    expect(granted.statusCode).toBe(200);
    const decipher = crypto.createDecipheriv('aes-128-cbc', granted.rawPayload, Buffer.from(ivHex, 'hex'));
    const plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
    expect(plain.length % 188).toBe(0);
    for (let offset = 0; offset < plain.length; offset += 188) expect(plain[offset]).toBe(0x47);

    // Any other key yields noise: no TS sync bytes where the packets should start.
    const wrong = crypto.createDecipheriv('aes-128-cbc', crypto.randomBytes(16), Buffer.from(ivHex, 'hex')).setAutoPadding(false);
    const noise = Buffer.concat([wrong.update(ciphertext), wrong.final()]);
    const packets = Math.floor(noise.length / 188);
    const syncBytes = Array.from({ length: packets }, (_, i) => noise[i * 188]).filter((b) => b === 0x47);
    expect(packets).toBeGreaterThan(100);
    expect(syncBytes.length).toBeLessThan(packets * 0.05);
  });

  it('keeps the key out of the media dir', async () => {
    const subscriber = await createViewer(t.deps, { subscribedDays: 30 });
    const [, keyUri = ''] = /URI="([^"]+)"/.exec(playlist) ?? [];
    const key = (await get(keyUri, subscriber.headers)).rawPayload;
    const files = fs.readdirSync(mediaDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    for (const file of files) {
      expect(fs.readFileSync(path.join(file.parentPath, file.name)).includes(key), file.name).toBe(false);
    }
  });
});

describe('DASH VOD and the live channel', () => {
  it('serves the DASH manifest and its segments with media types', async () => {
    const dash = (await streams())[1];
    const mpd = await get(dash?.url ?? '');
    expect(mpd.statusCode).toBe(200);
    expect(mpd.headers['content-type']).toContain('application/dash+xml');
    const init = /initialization="([^"]+)"/.exec(mpd.body)?.[1]?.replace('$RepresentationID$', '0') ?? '';
    const segment = await get(new URL(init, `http://x${dash?.url}`).pathname);
    expect(segment.statusCode).toBe(200);
    expect(segment.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('runs the live encoder while the app is up, reports it available, and stops it on close', async () => {
    const live = await waitFor(async () => {
      const card = (await streams())[0];
      return card?.available ? card : null;
    }, 20_000, 'the live card to become available');
    // The card opens the master: the sliding media playlist and its English WebVTT rendition.
    const master = await get(live.url);
    expect(master.headers['cache-control']).toBe('no-cache');
    expect(master.body).toContain('#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,URI="subs.en.m3u8"');
    expect(master.body).toMatch(/#EXT-X-STREAM-INF:BANDWIDTH=\d+,RESOLUTION=1280x720,CODECS="avc1\.[^"]+",SUBTITLES="subs"\nindex\.m3u8/);
    const sibling = (name: string) => new URL(name, `http://x${live.url}`).pathname;
    const res = await get(sibling('index.m3u8'));
    expect(res.body).toContain('#EXT-X-MEDIA-SEQUENCE:');
    expect(res.body).not.toContain('#EXT-X-ENDLIST');
    // Its cues come through the same muxer as the picture, segment by segment.
    const subtitles = await waitFor(async () => {
      const body = (await get(sibling('subs.en.m3u8'))).body;
      return /\.vtt$/m.test(body) ? body : null;
    }, 15_000, 'the subtitle playlist');
    expect(subtitles).toContain('#EXT-X-MEDIA-SEQUENCE:');
    const cues = await waitFor(async () => {
      for (const name of subtitles.split('\n').filter((line) => line.endsWith('.vtt'))) {
        const vtt = await get(sibling(name));
        if (vtt.statusCode === 200 && vtt.body.includes('-->')) return vtt;
      }
      return null;
    }, 15_000, 'a WebVTT segment with a cue');
    expect(cues.body.startsWith('WEBVTT')).toBe(true);
    expect(cues.headers['content-type']).toContain('text/vtt');
    const liveDir = path.join(mediaDir, 'live');
    expect(pidsMentioning(liveDir)).toHaveLength(1);
    await t.app.close();
    expect(pidsMentioning(liveDir)).toEqual([]);
  }, 60_000);
});
