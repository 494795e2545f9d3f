// POST /users/sessions/{id}/sign-out/ (issue 16.7): one of the caller's own sessions, CSRF-checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, ErrorResponse, MESSAGES, SuccessMessage } from '@ott/contract';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { listSessions, openSession, signInFrom } from './sign-in-from.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /users/sessions/{id}/sign-out/', () => {
  it('signs out another of the caller’s sessions: its token is refused, the caller stays in', async () => {
    const me = await signInFrom(t);
    const other = await openSession(t, me.user.id);
    const id = (await other.session()).id;
    const res = await me.client.post(API.signOutSession(id));
    expect(res.statusCode, res.body).toBe(200);
    expect(SuccessMessage.parse(res.json()).message).toBe(MESSAGES.sessionSignedOut);
    const row = await other.session();
    expect(row.revokedAt).not.toBeNull();
    expect(row.revokedReason).toBe('signed_out_by_user');
    const refused = await other.client.get(API.profile, { bearer: true });
    expect(refused.statusCode).toBe(401);
    expect(ErrorResponse.parse(refused.json()).message).toBe(MESSAGES.loginRequired);
    expect((await other.client.get(API.userSessions, { bearer: true })).statusCode).toBe(401);
    expect((await me.client.get(API.profile)).statusCode).toBe(200);
    expect((await listSessions(me.client)).map((s) => s.id)).toEqual([(await me.session()).id]);

    // Idempotent: again is 200 and the first revocation stands.
    expect((await me.client.post(API.signOutSession(id))).statusCode).toBe(200);
    expect((await other.session()).revokedAt).toEqual(row.revokedAt);
  });

  it('answers 404 for another user’s session and changes nothing', async () => {
    const victim = await signInFrom(t);
    const { client } = await signInFrom(t);
    const theirs = (await victim.session()).id;
    const res = await client.post(API.signOutSession(theirs));
    expect(res.statusCode).toBe(404);
    expect(ErrorResponse.parse(res.json()).message).toBe(MESSAGES.sessionNotFound);
    expect((await victim.session()).revokedAt).toBeNull();
    expect((await victim.client.get(API.profile)).statusCode).toBe(200);
    // The same words for an id nobody has.
    const unknown = await client.post(API.signOutSession(2_000_000_000));
    expect(unknown.statusCode).toBe(404);
    expect(ErrorResponse.parse(unknown.json()).message).toBe(MESSAGES.sessionNotFound);
  });

  it('signing out the current session clears its cookie', async () => {
    const me = await signInFrom(t);
    const res = await me.client.post(API.signOutSession((await me.session()).id));
    expect(res.statusCode, res.body).toBe(200);
    expect(me.client.cookie('sessionid')).toBeUndefined();
    expect((await me.session()).revokedReason).toBe('signed_out_by_user');
  });

  it.each(['abc', '0', '-1', '1.5', '2147483648', '99999999999999999999'])('refuses the id %s with 400', async (id) => {
    const me = await signInFrom(t);
    const res = await me.client.post(`/users/sessions/${id}/sign-out/`);
    expect(res.statusCode, res.body).toBe(400);
    ErrorResponse.parse(res.json());
    expect((await me.session()).revokedAt).toBeNull();
  });

  it('needs a session (401) and, with a cookie, the session’s CSRF token (403)', async () => {
    const me = await signInFrom(t);
    const other = await openSession(t, me.user.id);
    const id = (await other.session()).id;
    expect((await new TestClient(t.app).post(API.signOutSession(id))).statusCode).toBe(401);
    expect((await me.client.post(API.signOutSession(id), {}, { csrf: false })).statusCode).toBe(403);
    expect((await other.session()).revokedAt).toBeNull();
    // A bearer token carries no ambient authority, so no CSRF header is needed.
    const bearer = new TestClient(t.app);
    bearer.token = me.token;
    expect((await bearer.post(API.signOutSession(id), {}, { bearer: true, csrf: false })).statusCode).toBe(200);
  });
});
