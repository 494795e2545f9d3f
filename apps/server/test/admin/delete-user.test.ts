// POST /api/admin/users/{id}/delete/ (SPEC 6 'An admin can delete an account'): who may call it,
// what it answers for each target, and the deleted user's side (SPEC 8 'Account deleted').
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CheckNotificationsResponse, MESSAGES } from '@ott/contract';
import { notifications, sessions, users } from '../../src/lib/db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { randomToken, sha256 } from '../../src/lib/http/tokens.ts';
import { signIn } from '../auth/sign-in.ts';

const ADMIN_PHONE = '9000000001';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: `${ADMIN_PHONE}, 9000000002` });
});
afterAll(() => t.close());

const del = (client: TestClient, id: number | string, opts?: { bearer?: boolean; csrf?: boolean }) =>
  client.post(API.adminDeleteUser(id), undefined, opts);

async function userRow(id: number) {
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no such user');
  return row;
}
async function deletionNotices(userId: number) {
  return t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'account_deleted')));
}

let adminSignIn: Awaited<ReturnType<typeof signIn>> | undefined;
async function admin() {
  adminSignIn ??= await signIn(t, { phone: ADMIN_PHONE });
  return adminSignIn;
}

describe('admin role', () => {
  it('is recorded at sign-in for a phone in ADMIN_PHONES, and never shown to the client', async () => {
    const a = await admin();
    expect((await userRow(a.user.id)).role).toBe('admin');
    expect(a.body.user).not.toHaveProperty('role');
    const plain = await signIn(t);
    expect((await userRow(plain.user.id)).role).toBe('user');
  });

  it('comes from the users.role column too (phone not listed)', async () => {
    const operator = await signIn(t);
    await t.deps.db.update(users).set({ role: 'admin' }).where(eq(users.id, operator.user.id));
    const target = await signIn(t);
    const res = await del(operator.client, target.user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await userRow(target.user.id)).deletedAt).not.toBeNull();
  });

  it('applies to a listed phone even before the role is recorded', async () => {
    const listed = await signIn(t, { phone: '9000000002' });
    await t.deps.db.update(users).set({ role: 'user' }).where(eq(users.id, listed.user.id));
    const target = await signIn(t);
    expect((await del(listed.client, target.user.id)).statusCode).toBe(200);
  });
});

describe('POST /api/admin/users/{id}/delete/', () => {
  it('refuses visitors (401) and non-admins (403) whatever the id, leaving the target alone', async () => {
    const target = await signIn(t);
    const visitor = await del(new TestClient(t.app), target.user.id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ status: 'error', message: MESSAGES.loginRequired });

    const other = await signIn(t);
    for (const id of [target.user.id, other.user.id, 999_999, 'abc']) {
      const res = await del(other.client, id);
      expect(res.statusCode, String(id)).toBe(403);
      expect(res.json()).toEqual({ status: 'error', message: MESSAGES.forbidden });
    }
    const bearer = await del(other.client, target.user.id, { bearer: true });
    expect(bearer.statusCode).toBe(403);
    expect((await userRow(target.user.id)).deletedAt).toBeNull();
    expect((await userRow(other.user.id)).deletedAt).toBeNull();
    expect((await target.client.get(API.profile)).statusCode).toBe(200);
  });

  it('needs the CSRF header from a cookie session (403), and accepts the bearer token without it', async () => {
    const a = await admin();
    const target = await signIn(t);
    const res = await del(a.client, target.user.id, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.csrfFailed });
    expect((await userRow(target.user.id)).deletedAt).toBeNull();

    const viaToken = new TestClient(t.app);
    viaToken.token = a.token;
    const ok = await del(viaToken, target.user.id, { bearer: true, csrf: false });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await userRow(target.user.id)).deletedAt).not.toBeNull();
  });

  it('answers bad ids with 400, unknown users with 404 and the admin’s own id with 400', async () => {
    const a = await admin();
    // 99999999999 is past PostgreSQL's integer: refused by the contract (issue 16.4).
    for (const bad of ['abc', '0', '-4', '1.5', '99999999999']) {
      const res = await del(a.client, bad);
      expect(res.statusCode, bad).toBe(400);
    }
    for (const unknown of [999_999]) {
      const res = await del(a.client, unknown);
      expect(res.statusCode, String(unknown)).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: MESSAGES.userNotFound });
    }
    const self = await del(a.client, a.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ status: 'error', message: MESSAGES.cannotDeleteOwnAccount });
    expect((await userRow(a.user.id)).deletedAt).toBeNull();
    expect((await a.client.get(API.profile)).statusCode).toBe(200);
  });

  it('is idempotent: deleting again (or twice at once) succeeds with one notice', async () => {
    const a = await admin();
    const target = await signIn(t);
    const both = await Promise.all([del(a.client, target.user.id), del(a.client, target.user.id)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const again = await del(a.client, target.user.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'success', message: MESSAGES.accountDeletedByAdminDone });
    expect(await deletionNotices(target.user.id)).toHaveLength(1);
  });

  it('end to end: the user’s sessions stop working and the notification check says deleted by admin', async () => {
    const a = await admin();
    const victim = await signIn(t);
    // A second device: another live session of the same account (the OTP flow allows one code per 30 s).
    const secondToken = randomToken();
    await t.deps.db.insert(sessions).values({
      userId: victim.user.id,
      tokenHash: sha256(secondToken),
      csrfToken: randomToken(16),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const secondDevice = new TestClient(t.app);
    secondDevice.token = secondToken;
    expect((await secondDevice.get(API.profile, { bearer: true })).statusCode).toBe(200);
    expect((await victim.client.get(API.profile)).statusCode).toBe(200);

    const res = await del(a.client, victim.user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: MESSAGES.accountDeletedByAdminDone });

    // Every session of the account ends (cookie and bearer alike); the admin's own goes on.
    expect((await victim.client.get(API.profile)).statusCode).toBe(401);
    expect((await victim.client.get(API.profile, { bearer: true })).statusCode).toBe(401);
    expect((await secondDevice.get(API.profile, { bearer: true })).statusCode).toBe(401);
    const victimSessions = await t.deps.db.select().from(sessions).where(eq(sessions.userId, victim.user.id));
    expect(victimSessions.length).toBeGreaterThanOrEqual(2);
    expect(victimSessions.every((s) => s.revokedReason === 'account_deleted')).toBe(true);
    expect((await a.client.get(API.profile)).statusCode).toBe(200);

    // The client's background check with the old token and phone learns why (SPEC 8).
    const check = await victim.client.get(`${API.checkNotifications}?phone=${victim.phone}`);
    expect(check.statusCode, check.body).toBe(200);
    const body = CheckNotificationsResponse.parse(check.json());
    expect(body).toMatchObject({ status: 'success', user_exists: false, has_notifications: true });
    expect(body.notifications).toEqual([expect.objectContaining({ type: 'account_deleted', message: MESSAGES.accountDeletedByAdmin })]);
    const viaBearer = CheckNotificationsResponse.parse((await secondDevice.get(API.checkNotifications, { bearer: true })).json());
    expect(viaBearer.user_exists).toBe(false);
    expect(viaBearer.notifications[0]?.type).toBe('account_deleted');
  });

  it('a deleted admin’s old token can no longer delete anyone', async () => {
    const a = await admin();
    const operator = await signIn(t);
    await t.deps.db.update(users).set({ role: 'admin' }).where(eq(users.id, operator.user.id));
    expect((await del(a.client, operator.user.id)).statusCode).toBe(200);
    const target = await signIn(t);
    expect((await del(operator.client, target.user.id)).statusCode).toBe(401);
    expect((await userRow(target.user.id)).deletedAt).toBeNull();
  });
});
