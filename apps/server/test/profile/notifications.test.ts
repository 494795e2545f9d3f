// GET /users/check-notifications/ and account deletion (SPEC 8 'Account deleted').
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, CheckNotificationsResponse, MESSAGES } from '@ott/contract';
import { notifications, sessions, users } from '../../src/lib/db/schema.ts';
import { deleteAccount } from '../../src/features/auth/index.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const url = API.checkNotifications;
const check = async (client: TestClient, query = '', opts?: { bearer?: boolean }) => {
  const res = await client.get(`${url}${query}`, opts);
  expect(res.statusCode, res.body).toBe(200);
  return CheckNotificationsResponse.parse(res.json());
};

describe('GET /users/check-notifications/', () => {
  it('reports a live account with no notifications', async () => {
    const { client, phone } = await signIn(t);
    expect(await check(client, `?phone=${phone}`)).toEqual({
      status: 'success',
      user_exists: true,
      has_notifications: false,
      notifications: [],
    });
  });

  it('delivers unread notifications once', async () => {
    const { client, user } = await signIn(t);
    await t.deps.db.insert(notifications).values({ userId: user.id, type: 'subscription', message: 'Renewed' });
    const first = await check(client);
    expect(first.has_notifications).toBe(true);
    expect(first.notifications).toEqual([expect.objectContaining({ type: 'subscription', message: 'Renewed' })]);
    expect((await check(client)).has_notifications).toBe(false);
  });

  it('tells the old session of an account deleted by an admin', async () => {
    const { client, phone, user, token } = await signIn(t);
    await deleteAccount(t.deps.db, user.id, { byAdmin: true });

    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.deletedAt).not.toBeNull();
    const userSessions = await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(userSessions.every((s) => s.revokedReason === 'account_deleted')).toBe(true);
    expect((await client.get(API.profile)).statusCode).toBe(401);

    const body = await check(client, `?phone=${phone}`);
    expect(body.user_exists).toBe(false);
    expect(body.has_notifications).toBe(true);
    expect(body.notifications).toEqual([
      expect.objectContaining({ type: 'account_deleted', message: MESSAGES.accountDeletedByAdmin }),
    ]);
    // The same through the bearer token, and again on the next check (not consumed).
    const app = new TestClient(t.app);
    app.token = token;
    expect((await check(app, '', { bearer: true })).notifications[0]?.type).toBe('account_deleted');
  });

  it('reports user_exists false without a notice when the account was not deleted by an admin', async () => {
    const { client, user } = await signIn(t);
    await deleteAccount(t.deps.db, user.id, { byAdmin: false });
    expect(await check(client)).toEqual({ status: 'success', user_exists: false, has_notifications: false, notifications: [] });
  });

  it('checks the phone parameter for deleted accounts too', async () => {
    const other = await signIn(t);
    const { client, user } = await signIn(t);
    await deleteAccount(t.deps.db, user.id, { byAdmin: true });
    expect((await client.get(`${url}?phone=${other.phone}`)).statusCode).toBe(403);
  });

  it('refuses another user’s phone (403) and leaves their notifications unread', async () => {
    const other = await signIn(t);
    await t.deps.db.insert(notifications).values({ userId: other.user.id, type: 'info', message: 'Hello' });
    const { client } = await signIn(t);
    const res = await client.get(`${url}?phone=${other.phone}`);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Hello');
    expect((await check(other.client)).notifications).toHaveLength(1);
  });

  it('needs a token (401): none, forged, or logged out', async () => {
    expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
    const forged = new TestClient(t.app);
    forged.token = 'not-a-real-token';
    expect((await forged.get(url, { bearer: true })).statusCode).toBe(401);
    const { token, client } = await signIn(t);
    await client.post(API.logout);
    const old = new TestClient(t.app);
    old.token = token;
    expect((await old.get(url, { bearer: true })).statusCode).toBe(401);
  });
});
