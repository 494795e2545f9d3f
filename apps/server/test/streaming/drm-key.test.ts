// GET /api/drm/keys/{keyId}/: the AES-128 key goes to subscribers only (cookie or bearer session).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, ErrorResponse, MESSAGES, PLAYBACK_MESSAGES } from '@ott/contract';
import { createTestApp, type TestApp } from '../helper.ts';
import { createViewer } from '../catalogue/fixtures.ts';
import { contentKeyFor } from '../../src/features/streaming/drm-keys.ts';
import { DRM_DEMO_CLIP } from '../../src/features/streaming/layout.ts';

let t: TestApp;
let keyId: string;
beforeAll(async () => {
  t = await createTestApp();
  keyId = contentKeyFor(t.deps.config.drmKeySecret, DRM_DEMO_CLIP).keyId;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('DRM key grant', () => {
  it('refuses a visitor with 401', async () => {
    const res = await get(API.drmKey(keyId));
    expect(res.statusCode).toBe(401);
    expect(ErrorResponse.parse(res.json()).message).toBe(MESSAGES.loginRequired);
  });

  it('refuses a signed-in viewer without an active subscription with 403', async () => {
    for (const viewer of [await createViewer(t.deps), await createViewer(t.deps, { subscribedDays: -1 })]) {
      const res = await get(API.drmKey(keyId), viewer.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'error', message: PLAYBACK_MESSAGES.notEntitled });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('answers 404 for unknown or malformed key ids, never 500', async () => {
    const subscriber = await createViewer(t.deps, { subscribedDays: 30 });
    for (const id of ['0'.repeat(32), 'not-a-key', keyId.toUpperCase(), `${keyId}00`]) {
      const res = await get(API.drmKey(id), subscriber.headers);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: PLAYBACK_MESSAGES.keyNotFound });
    }
  });

  it('grants the 16 raw key bytes to a subscriber, by bearer or by cookie, uncached', async () => {
    const subscriber = await createViewer(t.deps, { subscribedDays: 30 });
    const expected = contentKeyFor(t.deps.config.drmKeySecret, DRM_DEMO_CLIP).key;
    const byBearer = await get(API.drmKey(keyId), subscriber.headers);
    const byCookie = await get(API.drmKey(keyId), { cookie: `sessionid=${subscriber.token}` });
    for (const res of [byBearer, byCookie]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.equals(expected)).toBe(true);
      expect(res.rawPayload).toHaveLength(16);
    }
  });

  it('derives different ids and keys from a different secret', async () => {
    const other = contentKeyFor('another-secret-of-16+chars', DRM_DEMO_CLIP);
    expect(other.keyId).not.toBe(keyId);
    const subscriber = await createViewer(t.deps, { subscribedDays: 30 });
    expect((await get(API.drmKey(other.keyId), subscriber.headers)).statusCode).toBe(404);
  });
});
