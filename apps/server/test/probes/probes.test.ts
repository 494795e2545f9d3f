// Operability (issue 14.5): /livez and /readyz answer JSON (not the web app's HTML), /readyz checks
// the database and the media storage and says 503 naming what failed; every answer carries a request
// id, a UUID unless a proxy in front sent a plain one in X-Request-Id.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, LivezResponse, ReadyzResponse } from '@ott/contract';
import { createTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('/livez and /readyz', () => {
  it('/livez answers ok, uncached', async () => {
    const res = await t.app.inject(API.livez);
    expect(res.statusCode).toBe(200);
    expect(LivezResponse.parse(res.json())).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz checks the database and the storage (no Redis configured: null)', async () => {
    const res = await t.app.inject(API.readyz);
    expect(res.statusCode).toBe(200);
    const body = ReadyzResponse.parse(res.json());
    expect(body.status).toBe('ready');
    expect(body.checks.database.ok).toBe(true);
    expect(body.checks.storage.ok).toBe(true);
    expect(body.checks.redis).toBeNull();
  });

  it('/readyz says 503 and names the storage when the media dir is gone', async () => {
    const dir = t.deps.config.mediaDir;
    const aside = `${dir}-aside`;
    fs.renameSync(dir, aside);
    try {
      const res = await t.app.inject(API.readyz);
      expect(res.statusCode).toBe(503);
      const body = ReadyzResponse.parse(res.json());
      expect(body.status).toBe('not ready');
      expect(body.checks.storage).toMatchObject({ ok: false, error: 'failed' });
      expect(body.checks.database.ok).toBe(true);
    } finally {
      fs.renameSync(aside, dir);
    }
  });

  it('are not counted by the per-address request limit', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '10' });
    try {
      const codes = [];
      for (let i = 0; i < 15; i += 1) codes.push((await limited.app.inject({ url: API.readyz, remoteAddress: '10.92.0.1' })).statusCode);
      expect(codes.every((c) => c === 200)).toBe(true);
    } finally {
      await limited.close();
    }
  });
});

describe('request ids', () => {
  it('every answer carries a UUID, a different one each time', async () => {
    const answers = await Promise.all([API.livez, API.appConfig, '/api/no-such-route/', API.frontendCategories].map((url) => t.app.inject(url)));
    const ids = answers.map((res) => String(res.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps a proxy's plain X-Request-Id, on app, memoised and media answers alike", async () => {
    await t.app.inject(API.frontendCategories);
    for (const url of [API.appConfig, API.frontendCategories, '/media/demo/none.m4s']) {
      const res = await t.app.inject({ url, headers: { 'x-request-id': 'nginx-7f3a.42' } });
      expect(res.headers['x-request-id'], url).toBe('nginx-7f3a.42');
    }
  });

  it.each(['a b', 'x'.repeat(129), 'id\u00e9', ''])('replaces an unusable incoming id (%j) with a UUID', async (incoming) => {
    const res = await t.app.inject({ url: API.livez, headers: { 'x-request-id': incoming } });
    expect(String(res.headers['x-request-id'])).toMatch(UUID);
  });
});
