// POST /users/sessions/sign-out-everywhere/ (issue 16.7): every session of the caller, this one too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, MESSAGES, SignOutEverywhereResponse } from '@ott/contract';
import { sessions } from '../../src/lib/db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { openSession, signInFrom } from './sign-in-from.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /users/sessions/sign-out-everywhere/', () => {
  it('revokes every session of the user, the caller’s too, and leaves other users alone', async () => {
    const me = await signInFrom(t);
    const phone = await openSession(t, me.user.id);
    const stranger = await signInFrom(t);
    const res = await me.client.post(API.signOutEverywhere);
    expect(res.statusCode, res.body).toBe(200);
    expect(SignOutEverywhereResponse.parse(res.json())).toEqual({ status: 'success', message: MESSAGES.signedOutEverywhere, signed_out: 2 });
    expect(me.client.cookie('sessionid')).toBeUndefined();

    for (const session of [me, phone]) {
      const row = await session.session();
      expect(row.revokedReason).toBe('signed_out_everywhere');
      const bearer = new TestClient(t.app);
      bearer.token = session.token;
      expect((await bearer.get(API.profile, { bearer: true })).statusCode).toBe(401);
    }
    expect((await me.client.get(API.profile)).statusCode).toBe(401);
    expect((await stranger.session()).revokedAt).toBeNull();
    expect((await stranger.client.get(API.profile)).statusCode).toBe(200);
  });

  it('keeps the reason and time of sessions already signed out, and counts only live ones', async () => {
    const me = await signInFrom(t);
    const old = await openSession(t, me.user.id);
    expect((await old.client.post(API.logout, {}, { bearer: true })).statusCode).toBe(200);
    const before = await old.session();
    const expired = await openSession(t, me.user.id);
    await t.deps.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, (await expired.session()).id));
    const res = await me.client.post(API.signOutEverywhere);
    expect(SignOutEverywhereResponse.parse(res.json()).signed_out).toBe(1);
    expect(await old.session()).toMatchObject({ revokedReason: 'logout', revokedAt: before.revokedAt });
    // Nothing is left to sign out: a second call is refused like any signed-out caller.
    const bearer = new TestClient(t.app);
    bearer.token = me.token;
    expect((await bearer.post(API.signOutEverywhere, {}, { bearer: true })).statusCode).toBe(401);
  });

  it('needs a session (401) and, with a cookie, the session’s CSRF token (403)', async () => {
    expect((await new TestClient(t.app).post(API.signOutEverywhere)).statusCode).toBe(401);
    const me = await signInFrom(t);
    const other = await openSession(t, me.user.id);
    const refused = await me.client.post(API.signOutEverywhere, {}, { csrf: false });
    expect(refused.statusCode).toBe(403);
    expect((await me.session()).revokedAt).toBeNull();
    expect((await other.session()).revokedAt).toBeNull();
    const bearer = await other.client.post(API.signOutEverywhere, {}, { bearer: true, csrf: false });
    expect(SignOutEverywhereResponse.parse(bearer.json()).signed_out).toBe(2);
  });
});
