// `master.m3u8?max_height=N` (issue 13.3): the hero promo's native HLS player gets a master playlist
// without the rungs taller than its box, so a phone never pulls 720p segments for a 560-pixel hero.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capMasterHeight, maxHeightOf } from '../../src/lib/http/media-origin/capped-master.ts';
import { createTestApp, type TestApp } from '../helper.ts';

const MASTER = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_A1",NAME="audio_2",DEFAULT=YES,URI="media_2.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=580234,RESOLUTION=640x360,CODECS="avc1.42c016,mp4a.40.2",AUDIO="group_A1"
media_1.m3u8

#EXT-X-STREAM-INF:BANDWIDTH=1531630,RESOLUTION=1280x720,CODECS="avc1.42c01f,mp4a.40.2",AUDIO="group_A1"
media_0.m3u8
`;

let t: TestApp;
let base: string;

function get(rawPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(`${base}/`, { path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}
const heights = (master: string) => [...master.matchAll(/RESOLUTION=\d+x(\d+)/g)].map((m) => Number(m[1]));

beforeAll(async () => {
  t = await createTestApp();
  const dir = path.join(t.deps.config.mediaDir, 'demo/promo');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'master.m3u8'), MASTER);
  fs.writeFileSync(path.join(dir, 'media_0.m3u8'), '#EXTM3U\n#EXT-X-TARGETDURATION:2\n');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('GET master.m3u8?max_height=N', () => {
  it('drops the rungs taller than N, keeps the audio group and the rest', async () => {
    const phone = await get('/media/demo/promo/master.m3u8?max_height=560');
    expect(phone.status).toBe(200);
    expect(phone.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(heights(phone.body)).toEqual([360]);
    expect(phone.body).toContain('media_1.m3u8');
    expect(phone.body).not.toContain('media_0.m3u8');
    expect(phone.body).toContain('#EXT-X-MEDIA:TYPE=AUDIO');
    expect(Number(phone.headers['content-length'])).toBe(Buffer.byteLength(phone.body));
    expect(heights((await get('/media/demo/promo/master.m3u8?max_height=738')).body)).toEqual([360, 720]);
  });

  it('keeps the lowest rung when none fits, and ignores a height that makes no sense', async () => {
    expect(heights((await get('/media/demo/promo/master.m3u8?max_height=90')).body)).toEqual([360]);
    for (const junk of ['abc', '-5', '0', '99999', '1e3', ''])
      expect((await get(`/media/demo/promo/master.m3u8?max_height=${junk}`)).body).toBe(MASTER);
  });

  it('has its own ETag, revalidates with it, and leaves the plain master and media playlists alone', async () => {
    const plain = await get('/media/demo/promo/master.m3u8');
    const capped = await get('/media/demo/promo/master.m3u8?max_height=400');
    expect(plain.body).toBe(MASTER);
    expect(capped.headers.etag).not.toBe(plain.headers.etag);
    expect((await get('/media/demo/promo/master.m3u8?max_height=400', { 'if-none-match': capped.headers.etag! })).status).toBe(304);
    expect((await get('/media/demo/promo/master.m3u8?max_height=400', { 'if-none-match': plain.headers.etag! })).status).toBe(200);
    expect((await get('/media/demo/promo/media_0.m3u8?max_height=400')).body).toBe('#EXTM3U\n#EXT-X-TARGETDURATION:2\n');
  });
});

describe('capMasterHeight and maxHeightOf', () => {
  it('leave a master without sizes, or with one variant, unchanged', () => {
    expect(capMasterHeight('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\na.m3u8\n', 100)).toBe('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\na.m3u8\n');
    expect(maxHeightOf('/media/x/master.m3u8')).toBeNull();
    expect(maxHeightOf('/media/x/master.m3u8?a=1&max_height=480')).toBe(480);
  });
});
