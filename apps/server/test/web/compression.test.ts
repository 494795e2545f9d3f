// What goes over the wire (issue 13.1): built assets as the build's .br/.gz by Accept-Encoding,
// JSON and HTML compressed on the fly above COMPRESS_MIN_BYTES, media never.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/features/seed/index.ts';
import { COMPRESS_MIN_BYTES } from '../../src/lib/http/compression.ts';
import { webDirWithIndex } from './seeded-web-app.ts';
import { createTestApp, type TestApp } from '../helper.ts';

const webDir = webDirWithIndex();
fs.mkdirSync(path.join(webDir, 'assets'));
const asset = Buffer.from(
  `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`,
);
// As the build leaves it (apps/web/vite-precompress.ts).
fs.writeFileSync(path.join(webDir, 'assets/app-abc123.js'), asset);
fs.writeFileSync(path.join(webDir, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(asset));
fs.writeFileSync(path.join(webDir, 'assets/app-abc123.js.gz'), zlib.gzipSync(asset));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: webDir });
  await seedDemo(t.deps.db, { mediaBaseUrl: t.deps.config.mediaBaseUrl });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('built assets', () => {
  it.each([
    ['br', (b: Buffer) => zlib.brotliDecompressSync(b)],
    ['gzip', (b: Buffer) => zlib.gunzipSync(b)],
  ] as const)(
    'are sent as the pre-compressed %s file, byte-identical once decompressed',
    async (encoding, decode) => {
      const res = await get('/assets/app-abc123.js', {
        'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip',
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(decode(res.rawPayload).equals(asset)).toBe(true);
    },
  );

  it('has an ETag per encoding, each revalidating to a 304', async () => {
    const tags = [];
    for (const enc of ['br', 'gzip', 'identity']) {
      const res = await get('/assets/app-abc123.js', { 'accept-encoding': enc });
      tags.push(res.headers.etag as string);
      const again = await get('/assets/app-abc123.js', {
        'accept-encoding': enc,
        'if-none-match': res.headers.etag as string,
      });
      expect(again.statusCode).toBe(304);
    }
    expect(new Set(tags).size).toBe(3);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(asset)).toBe(true);
  });
});

describe('JSON and HTML on the fly', () => {
  it('compresses a JSON answer above the threshold, with its own ETag and a working 304', async () => {
    const plain = await get('/api/videos/');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const res = await get('/api/videos/', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
    expect(res.headers.etag).not.toBe(plain.headers.etag);
    const gz = await get('/api/videos/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const revalidated = await get('/api/videos/', {
      'accept-encoding': 'gzip, br',
      'if-none-match': res.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(res.headers.etag);
  });

  it('leaves a small JSON answer and a refused encoding alone', async () => {
    const small = await get('/api/no-such-thing/', { 'accept-encoding': 'br, gzip' });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    const refused = await get('/api/videos/', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the SPA page of a client route', async () => {
    const res = await get('/movie/1', { 'accept-encoding': 'br', host: 'tv.example.in' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toMatch(/<html/i);
  });
});
