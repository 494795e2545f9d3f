// Cache-friendly answers (issue 13.5): the csrftoken cookie only on pages and API answers, never
// on assets, media or 304s; segments immutable for a year (private behind a signed URL), playlists
// revalidated, media never compressed; a 416 says the size.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedMediaUrl } from '../../src/lib/media-url.ts';
import { webDirWithIndex } from './seeded-web-app.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';

const webDir = webDirWithIndex();
fs.mkdirSync(path.join(webDir, 'assets'));
fs.writeFileSync(path.join(webDir, 'assets/app-abc123.js'), 'export const x = 1;\n'.repeat(200));
const segment = Buffer.alloc(5000, 7);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: webDir });
  for (const dir of ['demo/clip', 'protected/demo/clip']) {
    fs.mkdirSync(path.join(t.deps.config.mediaDir, dir), { recursive: true });
    fs.writeFileSync(path.join(t.deps.config.mediaDir, dir, 'chunk-stream0-00001.m4s'), segment);
    fs.writeFileSync(path.join(t.deps.config.mediaDir, dir, 'init-stream0.m4s'), segment);
    fs.writeFileSync(path.join(t.deps.config.mediaDir, dir, 'index.m3u8'), '#EXTM3U\n'.repeat(300));
  }
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

describe('the csrftoken cookie', () => {
  it('is not set on built assets, media or 304s', async () => {
    expect((await get('/assets/app-abc123.js', BROWSER)).headers['set-cookie']).toBeUndefined();
    expect(
      (await get('/media/demo/clip/chunk-stream0-00001.m4s', BROWSER)).headers['set-cookie'],
    ).toBeUndefined();
    expect(
      (await get('/media/demo/clip/index.m3u8', BROWSER)).headers['set-cookie'],
    ).toBeUndefined();
    const first = await get('/api/frontend/categories/');
    const revalidated = await get('/api/frontend/categories/', {
      'if-none-match': first.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['set-cookie']).toBeUndefined();
  });

  it('is set on the SPA page and API answers made per request, and unsafe requests with it still pass the check', async () => {
    expect(String((await get('/plans')).headers['set-cookie'])).toMatch(/^csrftoken=/);
    expect(String((await get('/api/app-config/')).headers['set-cookie'])).toMatch(/^csrftoken=/);
    // A public answer the memo repeats goes out without one (a CDN may keep it).
    await get('/api/frontend/categories/');
    expect((await get('/api/frontend/categories/')).headers['set-cookie']).toBeUndefined();
    const browser = new TestClient(t.app);
    const sent = await browser.post('/users/request-otp/', {
      phone: '9876543210',
      otp_type: 'login',
    });
    expect(sent.statusCode).toBe(200);
    const forged = await browser.request(
      'POST',
      '/users/request-otp/',
      { phone: '9876543210', otp_type: 'login' },
      { headers: { 'x-csrftoken': 'forged' }, csrf: false },
    );
    expect(forged.statusCode).toBe(403);
  });
});

describe('media', () => {
  it('sends a segment uncompressed, immutable for a year, and a playlist revalidated', async () => {
    const res = await get('/media/demo/clip/chunk-stream0-00001.m4s', BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(segment)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/media/demo/clip/init-stream0.m4s')).headers['cache-control']).toBe(
      'public, max-age=0',
    );
    const playlist = await get('/media/demo/clip/index.m3u8', BROWSER);
    expect(playlist.headers['cache-control']).toBe('no-cache');
    expect(playlist.headers['content-encoding']).toBeUndefined();
  });

  it('keeps a paid segment out of shared caches', async () => {
    const url = signedMediaUrl({
      baseUrl: '/media',
      secret: t.deps.config.mediaEdgeSecret,
      mediaPath: 'protected/demo/clip/chunk-stream0-00001.m4s',
    });
    const res = await get(url, BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
  });

  it('answers a range past the end with 416 and Content-Range: bytes */size, not cacheable', async () => {
    const res = await get('/media/demo/clip/chunk-stream0-00001.m4s', { range: 'bytes=999999-' });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${segment.length}`);
    expect(res.headers['cache-control']).toBe('no-store');
    const part = await get('/media/demo/clip/chunk-stream0-00001.m4s', {
      range: 'bytes=0-99',
      ...BROWSER,
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
  });
});
