// The Maps key reaches the client through app-config, and only then may the page load the Google
// Maps script (registration's address suggestions, SPEC 2.7).
import { afterEach, describe, expect, it } from 'vitest';
import { AppConfigResponse } from '@ott/contract';
import { webDirWithIndex } from '../web/seeded-web-app.ts';
import { createTestApp, type TestApp } from '../helper.ts';

describe('GET /api/app-config/ and the Maps key', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('without a key: maps_api_key null and no Google script allowed', async () => {
    t = await createTestApp({ WEB_DIST_DIR: webDirWithIndex() });
    const res = await t.app.inject({ method: 'GET', url: '/api/app-config/' });
    expect(AppConfigResponse.parse(res.json()).maps_api_key).toBeNull();
    expect((await t.app.inject('/register')).headers['content-security-policy']).not.toContain('maps.googleapis.com');
  });

  it('with a key: the key is sent and the Maps script origins are allowed', async () => {
    t = await createTestApp({ GOOGLE_MAPS_API_KEY: 'browser-key-1', WEB_DIST_DIR: webDirWithIndex() });
    const res = await t.app.inject({ method: 'GET', url: '/api/app-config/' });
    expect(AppConfigResponse.parse(res.json()).maps_api_key).toBe('browser-key-1');
    // The page's policy: the page is what loads the script.
    const csp = String((await t.app.inject('/register')).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com https:\/\/maps\.googleapis\.com https:\/\/maps\.gstatic\.com/);
  });
});
