// The request limit is the API's: the app's own files never count against it. A viewer whose
// session (or a visitor whose address) used its minute's budget on API calls still gets the page's
// scripts; found by the paid-path first-frame bench, whose fifth page load in a minute got 429 for
// /assets/index-*.js and showed a blank screen.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@ott/contract';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { randomIp } from '../auth/sign-in.ts';
import { webDirWithIndex } from '../web/seeded-web-app.ts';

const PER_MINUTE = 10;
const webDir = webDirWithIndex();
fs.mkdirSync(path.join(webDir, 'assets'));
const script = 'export const x = 1;\n'.repeat(200);
fs.writeFileSync(path.join(webDir, 'assets/index-abc123.js'), script);
fs.writeFileSync(path.join(webDir, 'assets/index-abc123.js.br'), Buffer.from('not really brotli'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: webDir, RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) });
});
afterAll(() => t.close());

describe('the app’s own files and the request limit', () => {
  it('serves the built scripts to an address past its API budget, pre-compressed and cached for a year', async () => {
    const visitor = new TestClient(t.app, randomIp());
    const api: number[] = [];
    for (let i = 0; i < PER_MINUTE + 2; i += 1) api.push((await visitor.get(API.appConfig)).statusCode);
    expect(api).toContain(429);
    for (let i = 0; i < 3; i += 1) {
      const asset = await visitor.request('GET', '/assets/index-abc123.js', undefined, { headers: { 'accept-encoding': 'br' } });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const plain = await visitor.get('/assets/index-abc123.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(script);
  });
});
