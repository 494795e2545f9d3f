// POST /users/logout/: revokes the presented session (cookie or bearer); idempotent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, LogoutResponse, MESSAGES } from '@ott/contract';
import { sessions } from '../../src/lib/db/schema.ts';
import { sha256 } from '../../src/lib/http/tokens.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { signIn } from './sign-in.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const sessionOf = async (token: string) =>
  (await t.deps.db.select().from(sessions).where(eq(sessions.tokenHash, sha256(token))))[0];

describe('POST /users/logout/', () => {
  it('revokes the cookie session and clears the cookie', async () => {
    const { client, token } = await signIn(t);
    const res = await client.post(API.logout);
    expect(res.statusCode, res.body).toBe(200);
    expect(LogoutResponse.parse(res.json()).message).toBe(MESSAGES.loggedOut);
    expect(client.cookie('sessionid')).toBeUndefined();
    const row = await sessionOf(token);
    expect(row?.revokedAt).not.toBeNull();
    expect(row?.revokedReason).toBe('logout');
    // The token is dead everywhere, not just in this browser.
    const elsewhere = new TestClient(t.app);
    elsewhere.token = token;
    expect((await elsewhere.get(API.profile, { bearer: true })).statusCode).toBe(401);
  });

  it('works with a bearer token and no CSRF header', async () => {
    const { token } = await signIn(t);
    const app = new TestClient(t.app);
    app.token = token;
    const res = await app.post(API.logout, {}, { bearer: true, csrf: false });
    expect(res.statusCode, res.body).toBe(200);
    expect((await sessionOf(token))?.revokedReason).toBe('logout');
  });

  it('is idempotent, also for anonymous callers', async () => {
    const { client, token } = await signIn(t);
    expect((await client.post(API.logout)).statusCode).toBe(200);
    const firstRevocation = (await sessionOf(token))?.revokedAt;
    expect((await client.post(API.logout)).statusCode).toBe(200);
    expect((await sessionOf(token))?.revokedAt).toEqual(firstRevocation);
    expect((await new TestClient(t.app).post(API.logout)).statusCode).toBe(200);
  });

  it('refuses a cookie logout without the CSRF header and keeps the session', async () => {
    const { client, token } = await signIn(t);
    const res = await client.post(API.logout, {}, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect((await sessionOf(token))?.revokedAt).toBeNull();
    expect((await client.get(API.profile)).statusCode).toBe(200);
  });
});
