// The media origin (issue 13.6): answered by the HTTP server before Fastify, with no session lookup,
// cookie, CSRF, rate limit or compression work, and the same answers as before: types, cache
// headers, ranges, conditional requests, signed access to protected/, refusals that are never 500.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedMediaUrl } from '../../src/lib/media-url.ts';
import { createTestApp, type TestApp } from '../helper.ts';

const segment = Buffer.alloc(5000, 7);
let t: TestApp;
let base: string;

/** Raw HTTP over loopback: the path goes out exactly as written (no client-side normalising). */
function request(rawPath: string, opts: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${base}/`, { method: opts.method ?? 'GET', path: rawPath, headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const signed = (mediaPath: string, now?: number) =>
  signedMediaUrl({ baseUrl: '/media', secret: t.deps.config.mediaEdgeSecret, mediaPath, ...(now ? { now } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  const media = t.deps.config.mediaDir;
  for (const dir of ['demo/clip', 'protected/demo/clip', 'protected/demo/other']) {
    fs.mkdirSync(path.join(media, dir), { recursive: true });
    fs.writeFileSync(path.join(media, dir, 'chunk-stream0-00001.m4s'), segment);
  }
  for (const name of ['index.m3u8', 'manifest.mpd', 'seg.ts', 'clip.mp4', 'captions.te.vtt', 'poster.webp', 'poster.jpg', 'logo.png', 'enc.key']) {
    fs.writeFileSync(path.join(media, 'demo/clip', name), `bytes of ${name}`);
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('work per media request', () => {
  it('never looks up the session, even when the browser sends its session cookie', async () => {
    const select = vi.spyOn(t.deps.db, 'select');
    try {
      const cookie = { cookie: 'sessionid=some-session-token-of-a-viewer; csrftoken=abc' };
      const viaServer = await request('/media/demo/clip/chunk-stream0-00001.m4s', { headers: cookie });
      const viaInject = await t.app.inject({ url: '/media/demo/clip/chunk-stream0-00001.m4s', headers: cookie });
      const paid = await request(signed('protected/demo/clip/chunk-stream0-00001.m4s'), { headers: cookie });
      expect([viaServer.status, viaInject.statusCode, paid.status]).toEqual([200, 200, 200]);
      expect(select).not.toHaveBeenCalled();
      // The same cookie on an API request is looked up: the spy sees what the hook does.
      await t.app.inject({ url: '/api/frontend/categories/', headers: cookie });
      expect(select).toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
  });

  it('sets no cookie and runs none of the page headers (helmet) on media answers', async () => {
    const res = await request('/media/demo/clip/chunk-stream0-00001.m4s', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('answers', () => {
  it('sends a segment with its type, size, validators and cache headers; HEAD without the body', async () => {
    const res = await request('/media/demo/clip/chunk-stream0-00001.m4s');
    expect(res.status).toBe(200);
    expect(res.body.equals(segment)).toBe(true);
    expect(res.headers['content-type']).toBe('video/iso.segment');
    expect(res.headers['content-length']).toBe(String(segment.length));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Date.parse(res.headers['last-modified'] ?? '')).not.toBeNaN();
    const head = await request('/media/demo/clip/chunk-stream0-00001.m4s', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(segment.length));
    expect(head.body.length).toBe(0);
  });

  it.each([
    ['index.m3u8', 'application/vnd.apple.mpegurl', 'no-cache'],
    ['manifest.mpd', 'application/dash+xml', 'no-cache'],
    ['seg.ts', 'video/mp2t', 'public, max-age=31536000, immutable'],
    ['clip.mp4', 'video/mp4', 'public, max-age=0'],
    ['captions.te.vtt', 'text/vtt; charset=utf-8', 'public, max-age=0'],
    ['poster.webp', 'image/webp', 'public, max-age=0'],
    ['poster.jpg', 'image/jpeg', 'public, max-age=0'],
    ['logo.png', 'image/png', 'public, max-age=0'],
    ['enc.key', 'application/octet-stream', 'public, max-age=0'],
  ])('%s goes out as %s, %s', async (name, type, cacheControl) => {
    const res = await request(`/media/demo/clip/${name}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe(cacheControl);
    expect(res.body.toString()).toBe(`bytes of ${name}`);
  });

  it.each([
    ['an open segment', () => '/media/demo/clip/chunk-stream0-00001.m4s'],
    ['a signed segment', () => signed('protected/demo/clip/chunk-stream0-00001.m4s')],
  ])('%s: a warm plain GET (headers worked out once) answers as one that takes the long way', async (_name, url) => {
    const pick = (h: http.IncomingHttpHeaders) => Object.fromEntries(Object.entries(h).filter(([k]) => k !== 'date' && k !== 'x-request-id'));
    await request(url());
    const warm = await request(url());
    // A non-matching condition sends the whole file the long way (headers built for the request).
    const long = await request(url(), { headers: { 'if-none-match': 'W/"0-0"' } });
    expect(warm.status).toBe(200);
    expect(warm.body.equals(segment)).toBe(true);
    expect(long.body.equals(segment)).toBe(true);
    expect(pick(warm.headers)).toEqual(pick(long.headers));
  });

  it('answers revalidations with 304 by ETag and by date', async () => {
    const first = await request('/media/demo/clip/chunk-stream0-00001.m4s');
    const byTag = await request('/media/demo/clip/chunk-stream0-00001.m4s', { headers: { 'if-none-match': first.headers.etag as string } });
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    expect(byTag.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const byDate = await request('/media/demo/clip/chunk-stream0-00001.m4s', { headers: { 'if-modified-since': first.headers['last-modified'] as string } });
    expect(byDate.status).toBe(304);
    const changed = await request('/media/demo/clip/chunk-stream0-00001.m4s', { headers: { 'if-none-match': 'W/"0-0"' } });
    expect(changed.status).toBe(200);
  });

  it('serves byte ranges, and refuses one past the end with 416, bytes */size and no-store', async () => {
    const part = await request('/media/demo/clip/chunk-stream0-00001.m4s', { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${segment.length}`);
    expect(part.body.length).toBe(100);
    const tail = await request('/media/demo/clip/chunk-stream0-00001.m4s', { headers: { range: 'bytes=-10' } });
    expect(tail.headers['content-range']).toBe(`bytes ${segment.length - 10}-${segment.length - 1}/${segment.length}`);
    const past = await request('/media/demo/clip/chunk-stream0-00001.m4s', { headers: { range: 'bytes=999999-' } });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${segment.length}`);
    expect(past.headers['cache-control']).toBe('no-store');
    const stale = await request('/media/demo/clip/chunk-stream0-00001.m4s', { headers: { range: 'bytes=0-9', 'if-range': '"old"' } });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(segment.length);
  });

  it('answers a missing file 404 no-store, and serves it once it appears', async () => {
    const file = path.join(t.deps.config.mediaDir, 'demo/clip/late.jpg');
    const missing = await request('/media/demo/clip/late.jpg');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    fs.writeFileSync(file, 'late poster');
    expect((await request('/media/demo/clip/late.jpg')).body.toString()).toBe('late poster');
  });

  it('serves a playlist rewritten in place at once (the live encoder rewrites it every segment)', async () => {
    const file = path.join(t.deps.config.mediaDir, 'demo/clip/live.m3u8');
    fs.writeFileSync(file, '#EXTM3U\n#one\n');
    expect((await request('/media/demo/clip/live.m3u8')).body.toString()).toBe('#EXTM3U\n#one\n');
    fs.writeFileSync(file, '#EXTM3U\n#one\n#two\n');
    expect((await request('/media/demo/clip/live.m3u8')).body.toString()).toBe('#EXTM3U\n#one\n#two\n');
  });

  it('leaves profile pictures to their own route', async () => {
    expect((await request('/media/uploads/not-a-generated-name.png')).headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('access', () => {
  it('refuses protected/ without a token, and serves it with one for its own directory only', async () => {
    expect((await request('/media/protected/demo/clip/chunk-stream0-00001.m4s')).status).toBe(403);
    const paid = await request(signed('protected/demo/clip/chunk-stream0-00001.m4s'));
    expect(paid.status).toBe(200);
    expect(paid.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const token = signed('protected/demo/clip/chunk-stream0-00001.m4s').split('/')[3];
    expect((await request(`/media/s/${token}/protected/demo/other/chunk-stream0-00001.m4s`)).status).toBe(403);
    expect([403, 404]).toContain((await request(`/media/s/${token}/protected/demo/clip/%2e%2e/other/chunk-stream0-00001.m4s`)).status);
    const expired = signed('protected/demo/clip/chunk-stream0-00001.m4s', Date.now() - 7 * 3600 * 1000);
    expect((await request(expired)).status).toBe(403);
  });

  it.each([
    ['dot segments', '/media/demo/../protected/demo/clip/chunk-stream0-00001.m4s'],
    ['encoded dot segments', '/media/demo/%2e%2e/protected/demo/clip/chunk-stream0-00001.m4s'],
    ['encoded slashes and dots', '/media/demo%2f..%2f..%2f..%2fetc%2fpasswd'],
    ['out of the media dir', '/media/../../../../etc/passwd'],
    ['a NUL byte', '/media/demo/clip/chunk-stream0-00001.m4s%00.jpg'],
    ['backslashes', '/media/demo\\clip\\chunk-stream0-00001.m4s'],
    ['encoded backslashes', '/media/demo/clip/%5c..%5c..%5cchunk-stream0-00001.m4s'],
    ['a doubled slash', '/media//protected/demo/clip/chunk-stream0-00001.m4s'],
    ['a directory', '/media/demo/clip/'],
    ['a bad percent-encoding', '/media/demo/%E0%A4%A'],
    ['a forged token', '/media/s/Zm9yZ2Vk/protected/demo/clip/chunk-stream0-00001.m4s'],
    ['an empty token', '/media/s//protected/demo/clip/chunk-stream0-00001.m4s'],
    ['no file after the token', '/media/s/abc'],
  ])('refuses %s without serving a file or a 500', async (_what, rawPath) => {
    const res = await request(rawPath);
    expect([400, 403, 404]).toContain(res.status);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.equals(segment)).toBe(false);
    expect(JSON.parse(res.body.toString())).toMatchObject({ status: 'error' });
  });
});

describe('without a web build', () => {
  it('does not serve the media dir at the site root (protected/ files unsigned)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ott-media-root-'));
    fs.mkdirSync(path.join(dataDir, 'media/protected/demo/clip'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'media/protected/demo/clip/chunk-stream0-00001.m4s'), segment);
    const bare = await createTestApp({ DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-build') });
    try {
      const res = await bare.app.inject({ url: '/protected/demo/clip/chunk-stream0-00001.m4s' });
      expect(res.statusCode).toBe(404);
      expect(res.rawPayload.equals(segment)).toBe(false);
    } finally {
      await bare.close();
    }
  });
});
