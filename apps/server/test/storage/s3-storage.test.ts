// Media storage (issue 14.1) against a real S3-compatible server (s3rver, started here), and the
// local directory: the same contract for both. Then two app instances with their own empty data
// directories on one bucket: a profile picture uploaded through one is served by the other, and
// /readyz checks the bucket.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, DemoStreamsResponse, ReadyzResponse, UpdateProfileResponse } from '@ott/contract';
import { createLocalStorage } from '../../src/lib/storage/local-storage.ts';
import { createS3Storage, type S3Settings } from '../../src/lib/storage/s3-storage.ts';
import type { MediaStorage } from '../../src/lib/storage/media-storage.ts';
import { mirrorDirectory } from '../../src/lib/storage/mirror-directory.ts';
import { fetchDirectory } from '../../src/lib/storage/fetch-directory.ts';
import { pullLiveSourceClip } from '../../src/features/streaming/live-source.ts';
import { demoClipDir, LIVE_SOURCE_CLIP } from '../../src/features/streaming/layout.ts';
import { createTestApp, freePort, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { multipart, postMultipart } from '../profile/multipart.ts';

const BUCKET = 'ott-media-test';
let server: S3rver;
let endpoint = '';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ott-s3-'));


beforeAll(async () => {
  const port = await freePort();
  server = new S3rver({
    port,
    address: '127.0.0.1',
    directory: path.join(tmp, 's3rver'),
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const s3Settings = (overrides: Partial<S3Settings> = {}): S3Settings => ({
  bucket: BUCKET,
  region: 'ap-south-1',
  endpoint,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
  prefix: 'media/',
  ...overrides,
});

const backends: [string, () => MediaStorage][] = [
  ['s3', () => createS3Storage(s3Settings({ prefix: `media-${crypto.randomBytes(3).toString('hex')}/` }))],
  [
    'local',
    () => {
      const root = fs.mkdtempSync(path.join(tmp, 'local-'));
      return createLocalStorage({ mediaDir: path.join(root, 'media'), uploadsDir: path.join(root, 'uploads') });
    },
  ],
];

describe.each(backends)('media storage (%s)', (_name, make) => {
  it('puts, gets, lists and deletes objects by media key', async () => {
    const storage = make();
    await storage.put('art/video-7/poster.0123456789ab.jpg', Buffer.from('poster'));
    await storage.put('uploads/abc-512.webp', Buffer.from('picture'));
    await storage.put('art/video-7/poster.0123456789ab.jpg', Buffer.from('poster v2'));
    expect((await storage.get('art/video-7/poster.0123456789ab.jpg'))?.toString()).toBe('poster v2');
    expect((await storage.get('uploads/abc-512.webp'))?.toString()).toBe('picture');
    expect(await storage.get('art/none.jpg')).toBeNull();
    const stat = await storage.stat('uploads/abc-512.webp');
    expect(stat?.size).toBe(7);
    expect(Math.abs((stat?.modifiedMs ?? 0) - Date.now())).toBeLessThan(60_000);
    expect(await storage.stat('art/none.jpg')).toBeNull();
    expect((await storage.list('art/')).map((o) => [o.key, o.size])).toEqual([['art/video-7/poster.0123456789ab.jpg', 9]]);
    await storage.delete(['art/video-7/poster.0123456789ab.jpg']);
    expect(await storage.get('art/video-7/poster.0123456789ab.jpg')).toBeNull();
  });

  it('refuses keys that leave the media root', async () => {
    const storage = make();
    for (const key of ['../etc/passwd', '/abs', 'a/../../b', 'a\\b', 'nul\0', '']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid media storage key/);
    }
  });
});

describe('mirroring a generated directory to S3', () => {
  it('sends what is new or changed, playlists last, and prunes what is gone', async () => {
    const storage = createS3Storage(s3Settings({ prefix: `mirror-${crypto.randomBytes(3).toString('hex')}/` }));
    const dir = fs.mkdtempSync(path.join(tmp, 'made-'));
    fs.mkdirSync(path.join(dir, 'v0'));
    for (const n of [1, 2, 3]) fs.writeFileSync(path.join(dir, 'v0', `seg-${n}.m4s`), `segment ${n}`);
    fs.writeFileSync(path.join(dir, 'master.m3u8'), '#EXTM3U\n');
    expect(await mirrorDirectory(storage, dir, 'live/ch/')).toMatchObject({ sent: 4, kept: 0, deleted: 0 });
    // Again: segments are kept, the playlist (which may change at the same size) goes again.
    expect(await mirrorDirectory(storage, dir, 'live/ch/')).toMatchObject({ sent: 1, kept: 3 });
    fs.rmSync(path.join(dir, 'v0', 'seg-1.m4s'));
    fs.writeFileSync(path.join(dir, 'v0', 'seg-4.m4s'), 'segment 4');
    expect(await mirrorDirectory(storage, dir, 'live/ch/', { prune: true })).toMatchObject({ sent: 2, deleted: 1 });
    expect((await storage.list('live/ch/')).map((o) => o.key).sort()).toEqual([
      'live/ch/master.m3u8',
      'live/ch/v0/seg-2.m4s',
      'live/ch/v0/seg-3.m4s',
      'live/ch/v0/seg-4.m4s',
    ]);
  });
});

describe('fetching a stored directory to local disk', () => {
  it('brings what is missing or changed, markers always and last, and never writes outside', async () => {
    const storage = createS3Storage(s3Settings({ prefix: `fetch-${crypto.randomBytes(3).toString('hex')}/` }));
    await storage.put('demo/clip/v0/seg-1.m4s', Buffer.from('segment 1'));
    await storage.put('demo/clip/master.m3u8', Buffer.from('#EXTM3U\n'));
    await storage.put('demo/clip/done.json', Buffer.from('{"v":1}'));
    const dir = path.join(fs.mkdtempSync(path.join(tmp, 'fetched-')), 'clip');
    const last = (key: string) => key.endsWith('/done.json');
    expect(await fetchDirectory(storage, 'demo/clip/', dir, { last })).toEqual({ fetched: 3, kept: 0 });
    expect(fs.readFileSync(path.join(dir, 'v0', 'seg-1.m4s'), 'utf8')).toBe('segment 1');
    // Again: the segment and playlist are kept, the marker comes again.
    expect(await fetchDirectory(storage, 'demo/clip/', dir, { last })).toEqual({ fetched: 1, kept: 2 });
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it("lets a worker that did not make the live channel's clip read it (S3 mode)", async () => {
    const storage = createS3Storage(s3Settings({ prefix: `live-${crypto.randomBytes(3).toString('hex')}/` }));
    const mediaDir = fs.mkdtempSync(path.join(tmp, 'leader-'));
    const dir = demoClipDir(LIVE_SOURCE_CLIP);
    await pullLiveSourceClip(storage, mediaDir);
    expect(fs.existsSync(path.join(mediaDir, dir))).toBe(false); // nothing stored yet: nothing fetched
    await storage.put(`${dir}/v0/init.mp4`, Buffer.from('init'));
    await storage.put(`${dir}/done.json`, Buffer.from('{}'));
    await pullLiveSourceClip(storage, mediaDir);
    expect(fs.readFileSync(path.join(mediaDir, dir, 'v0', 'init.mp4'), 'utf8')).toBe('init');
    expect(fs.existsSync(path.join(mediaDir, dir, 'done.json'))).toBe(true);
  });
});

describe('two instances on one bucket', () => {
  let a: TestApp;
  let b: TestApp;
  const env = () => ({
    MEDIA_STORAGE: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: 'apps/',
  });
  beforeAll(async () => {
    a = await createTestApp(env());
    b = await createTestApp(env());
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('a picture uploaded through one is served by the other', async () => {
    const { client, phone } = await signIn(a);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c0392b' } }).png().toBuffer();
    const res = await postMultipart(client, multipart({ phone }, { name: 'me.png', data: png, type: 'image/png' }));
    expect(res.statusCode, res.body).toBe(200);
    const url = UpdateProfileResponse.parse(res.json()).user.profile_picture ?? '';
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}-512\.webp$/);
    const fromA = await a.app.inject(url);
    const fromB = await b.app.inject(url);
    expect([fromA.statusCode, fromB.statusCode]).toEqual([200, 200]);
    expect(fromB.headers['content-type']).toBe('image/webp');
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    // Nothing was written to either instance's own disk.
    expect(fs.existsSync(a.deps.config.uploadsDir)).toBe(false);
  });

  it("the advanced player's cards read the bucket, not the instance's own disk", async () => {
    const cards = async () => DemoStreamsResponse.parse((await b.app.inject(API.demoStreams)).json());
    const before = await cards();
    expect(before.map((s) => s.available)).toEqual([false, false, false]);
    const drm = before[2]?.url.replace(/^\/media\//, '') ?? '';
    await a.deps.storage.put('live/demo-channel/index.m3u8', Buffer.from('#EXTM3U\n'));
    await a.deps.storage.put(drm, Buffer.from('#EXTM3U\n'));
    expect((await cards()).map((s) => s.available)).toEqual([true, false, true]);
    expect(fs.existsSync(path.join(b.deps.config.mediaDir, 'live'))).toBe(false);
  });

  it('/readyz checks the bucket', async () => {
    const ok = await b.app.inject(API.readyz);
    expect(ok.statusCode).toBe(200);
    expect(ReadyzResponse.parse(ok.json()).checks.storage.ok).toBe(true);
    const missing = await createTestApp({ ...env(), S3_BUCKET: 'no-such-bucket' });
    try {
      const res = await missing.app.inject(API.readyz);
      expect(res.statusCode).toBe(503);
      expect(ReadyzResponse.parse(res.json()).checks.storage.ok).toBe(false);
    } finally {
      await missing.close();
    }
  });
});
