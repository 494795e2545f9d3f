// Issue 16.6: the CSRF token is the session's own. A `csrftoken` cookie planted in the victim's
// browser (by a sibling site or a shared network), sent with a header to match, does not pass with
// the victim's session cookie; the session's own token does, and a visitor signing in (no session
// yet) still passes with a header equal to the cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, MESSAGES } from '@ott/contract';
import { createTestApp, type TestApp } from '../helper.ts';
import { randomIp, randomPhone, signIn } from './sign-in.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A cookie-only request (no Authorization header), as a browser sends it from another site's form. */
const withCookies = (url: string, cookies: Record<string, string>, csrfHeader: string, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: randomIp(),
    headers: { cookie: Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrftoken': csrfHeader, 'content-type': 'application/json' },
    payload,
  });

describe('CSRF bound to the session', () => {
  it('refuses a planted csrftoken cookie with a matching header on a signed-in session', async () => {
    const { client, user } = await signIn(t);
    const session = client.cookie('sessionid')!;
    const own = client.cookie('csrftoken')!;
    const planted = 'attacker-chosen-token-0123456789';
    const forged = await withCookies(API.logout, { sessionid: session, csrftoken: planted }, planted);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(MESSAGES.csrfFailed);
    // The session is untouched ...
    expect((await client.get(API.profile)).statusCode).toBe(200);
    // ... and its own token still works, whatever the cookie now says.
    const real = await withCookies(API.logout, { sessionid: session, csrftoken: planted }, own);
    expect(real.statusCode, real.body).toBe(200);
    expect((await client.get(`${API.profile}?phone=${user.phone}`)).statusCode).toBe(401);
  });

  it('keeps double-submit for a visitor who has no session yet', async () => {
    const body = () => ({ phone: randomPhone(), otp_type: 'login' });
    const res = await withCookies(API.requestOtp, { csrftoken: 'visitor-token-0123456789abcdef' }, 'visitor-token-0123456789abcdef', body());
    expect(res.statusCode, res.body).toBe(200);
    const mismatched = await withCookies(API.requestOtp, { csrftoken: 'visitor-token-0123456789abcdef' }, 'another-token', body());
    expect(mismatched.statusCode).toBe(403);
  });
});
