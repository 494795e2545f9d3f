// GET /api/drm/access/ (issue 12 point 12): the advanced player asks it before any pre-roll, so it
// must agree with the key endpoint for every kind of viewer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, DrmAccessResponse, PLAYBACK_MESSAGES } from '@ott/contract';
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

async function access(headers: Record<string, string> = {}) {
  const res = await get(API.drmAccess, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return DrmAccessResponse.parse(res.json());
}

describe('DRM access check', () => {
  it('says no to a visitor, with the key endpoint’s refusal', async () => {
    expect(await access()).toEqual({ entitled: false, message: PLAYBACK_MESSAGES.notEntitled });
    expect((await get(API.drmKey(keyId))).statusCode).toBe(401);
  });

  it('says no to a viewer without an active subscription, as the key endpoint does', async () => {
    for (const viewer of [await createViewer(t.deps), await createViewer(t.deps, { subscribedDays: -1 })]) {
      expect(await access(viewer.headers)).toEqual({ entitled: false, message: PLAYBACK_MESSAGES.notEntitled });
      expect((await get(API.drmKey(keyId), viewer.headers)).statusCode).toBe(403);
    }
  });

  it('says yes to a subscriber, who then gets the key', async () => {
    const subscriber = await createViewer(t.deps, { subscribedDays: 5 });
    expect(await access(subscriber.headers)).toEqual({ entitled: true });
    expect((await get(API.drmKey(keyId), subscriber.headers)).statusCode).toBe(200);
  });

  it('ignores a forged or unknown session token (a visitor)', async () => {
    expect((await access({ authorization: 'Bearer not-a-real-token' })).entitled).toBe(false);
  });
});
