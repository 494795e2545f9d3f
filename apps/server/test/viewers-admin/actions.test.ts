// Issue 17.1: block, unblock, sign out everywhere and subscription grants from the viewer page.
// A blocked viewer's old sessions are refused (401) and told why, sign-in is refused with the
// contract's message; every action is audited once and repeating it changes nothing.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  CheckNotificationsResponse,
  MESSAGES,
  VIEWERS_ADMIN_MESSAGES as M,
  ViewerActionResponse,
  ViewerDetailResponse,
} from '@ott/contract';
import { auditLog, sessions, users } from '../../src/lib/db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { lastCode, randomIp, signIn } from '../auth/sign-in.ts';
import { signInWithRoles, type SignedIn } from '../admin/operators.ts';
import { seedPlans } from '../payments/fixtures.ts';

const ADMIN_PHONE = '9000000172';
const DAY_MS = 86_400_000;
let t: TestApp;
let support: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  // The same number signs in from several new clients here; none of them should need proof of work.
  t = await createTestApp({ ADMIN_PHONES: ADMIN_PHONE, OTP_PHONE_SENDS_BEFORE_POW: '1000' });
  await seedPlans(t);
  support = await signInWithRoles(t, ['support']);
  admin = await signIn(t, { phone: ADMIN_PHONE });
});
afterAll(() => t?.close());

async function act(url: string, body: unknown = {}, client: TestClient = support.client) {
  const res = await client.post(url, body);
  expect(res.statusCode, res.body).toBe(200);
  return ViewerActionResponse.parse(res.json());
}
const auditFor = (userId: number, action: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, String(userId)), eq(auditLog.action, action as 'user.block')));

async function tryLogin(phone: string) {
  const client = new TestClient(t.app, randomIp());
  expect((await client.post(API.requestOtp, { phone, otp_type: 'login' })).statusCode).toBe(200);
  return client.post(API.login, { phone, otp: await lastCode(t, phone) });
}

describe('block and unblock', () => {
  it('blocks with a reason: every session ends, old tokens are refused and told why, sign-in is refused', async () => {
    const viewer = await signIn(t);
    const second = await signIn(t, { phone: viewer.phone });
    const blocked = await act(API.adminViewerBlock(viewer.user.id), {
      reason: '  Shared account  ',
    });
    expect(blocked).toMatchObject({
      message: M.viewerBlocked,
      changed: true,
      signed_out: 2,
      viewer: { blocked_reason: 'Shared account' },
    });
    expect(blocked.viewer.blocked_at).not.toBeNull();

    for (const who of [viewer, second]) {
      expect((await who.client.get(API.profile)).statusCode).toBe(401);
      expect((await who.client.get(API.userSessions, { bearer: true })).statusCode).toBe(401);
    }
    const notice = await viewer.client.get(`${API.checkNotifications}?phone=${viewer.phone}`);
    expect(notice.statusCode, notice.body).toBe(200);
    expect(CheckNotificationsResponse.parse(notice.json())).toMatchObject({
      user_exists: true,
      account_blocked: true,
    });

    const login = await tryLogin(viewer.phone);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ status: 'error', message: MESSAGES.accountBlocked });

    const rows = await t.deps.db.select().from(sessions).where(eq(sessions.userId, viewer.user.id));
    expect(rows.every((s) => s.revokedAt !== null && s.revokedReason === 'blocked')).toBe(true);
    const [audit] = await auditFor(viewer.user.id, 'user.block');
    expect(audit).toMatchObject({
      actorUserId: support.user.id,
      targetType: 'user',
      before: { id: viewer.user.id, blocked_at: null, blocked_reason: null },
      after: { blocked_reason: 'Shared account', signed_out: 2 },
    });

    const again = await act(API.adminViewerBlock(viewer.user.id), { reason: 'Again' });
    expect(again).toMatchObject({
      changed: false,
      message: M.viewerAlreadyBlocked,
      viewer: { blocked_reason: 'Shared account' },
    });
    expect(await auditFor(viewer.user.id, 'user.block')).toHaveLength(1);

    const unblocked = await act(API.adminViewerUnblock(viewer.user.id));
    expect(unblocked).toMatchObject({
      changed: true,
      message: M.viewerUnblocked,
      viewer: { blocked_at: null, blocked_reason: null },
    });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, viewer.user.id));
    expect(row).toMatchObject({ blockedAt: null, blockedReason: null });
    expect((await tryLogin(viewer.phone)).statusCode).toBe(200);
    expect((await act(API.adminViewerUnblock(viewer.user.id))).changed).toBe(false);
    const [unblockAudit, ...more] = await auditFor(viewer.user.id, 'user.unblock');
    expect(more).toEqual([]);
    expect(unblockAudit).toMatchObject({
      before: { blocked_reason: 'Shared account' },
      after: { blocked_at: null, blocked_reason: null },
    });
  });

  it('needs a reason of at most 200 characters', async () => {
    const viewer = await signIn(t);
    for (const [body, message] of [
      [{}, M.blockReasonRequired],
      [{ reason: '   ' }, M.blockReasonRequired],
      [{ reason: 5 }, M.blockReasonRequired],
      [{ reason: 'x'.repeat(201) }, M.reasonTooLong],
    ] as const) {
      const res = await support.client.post(API.adminViewerBlock(viewer.user.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await viewer.client.get(API.profile)).statusCode).toBe(200);
  });

  it('refuses the operator’s own account, and an operator’s account unless an admin acts', async () => {
    const self = await support.client.post(API.adminViewerBlock(support.user.id), { reason: 'x' });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(M.cannotActOnSelf);
    const editor = await signInWithRoles(t, ['editor']);
    const refused = await support.client.post(API.adminViewerSignOut(editor.user.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.cannotActOnOperator);
    expect((await act(API.adminViewerSignOut(editor.user.id), {}, admin.client)).signed_out).toBe(
      1,
    );
  });

  it('answers 404 for unknown viewers and 400 for malformed ids', async () => {
    expect((await support.client.post(API.adminViewerUnblock(999_999))).statusCode).toBe(404);
    for (const id of ['x', '0', '2147483648'])
      expect((await support.client.post(API.adminViewerUnblock(id))).statusCode, id).toBe(400);
  });
});

describe('sign out everywhere', () => {
  it('ends every session once; the viewer may sign in again', async () => {
    const viewer = await signIn(t);
    await signIn(t, { phone: viewer.phone });
    const first = await act(API.adminViewerSignOut(viewer.user.id));
    expect(first).toMatchObject({ changed: true, signed_out: 2, message: M.viewerSignedOut });
    expect((await viewer.client.get(API.profile)).statusCode).toBe(401);
    expect(await auditFor(viewer.user.id, 'user.sign_out_all')).toMatchObject([
      { before: { live_sessions: 2 }, after: { live_sessions: 0 } },
    ]);
    expect(await act(API.adminViewerSignOut(viewer.user.id))).toMatchObject({
      changed: false,
      signed_out: 0,
    });
    expect(await auditFor(viewer.user.id, 'user.sign_out_all')).toHaveLength(1);
    expect((await tryLogin(viewer.phone)).statusCode).toBe(200);
  });
});

describe('subscription grants', () => {
  it('grants days with a reason on a chosen plan, extends from the end, and a repeated key grants nothing', async () => {
    const viewer = await signIn(t);
    const url = API.adminViewerGrant(viewer.user.id);
    const noPlan = await support.client.post(url, {
      days: 30,
      reason: 'Goodwill',
      key: randomUUID(),
    });
    expect(noPlan.statusCode).toBe(400);
    expect(noPlan.json().message).toBe(M.grantPlanRequired);

    const key = randomUUID();
    const before = Date.now();
    const granted = await act(url, { days: 30, reason: 'Goodwill', key, plan_id: 1 });
    expect(granted).toMatchObject({
      changed: true,
      message: M.subscriptionGranted,
      viewer: { subscription: { plan_name: 'Basic Plan', is_active: true, days_remaining: 30 } },
    });
    const end = Date.parse(granted.viewer.subscription.end_date!);
    expect(end - before).toBeGreaterThanOrEqual(30 * DAY_MS - 1000);

    const repeated = await act(url, { days: 30, reason: 'Goodwill', key, plan_id: 1 });
    expect(repeated.changed).toBe(false);
    expect(repeated.viewer.subscription.end_date).toBe(granted.viewer.subscription.end_date);

    const extended = await act(url, { days: '5', reason: 'Outage', key: randomUUID() });
    expect(Date.parse(extended.viewer.subscription.end_date!) - end).toBe(5 * DAY_MS);

    const page = ViewerDetailResponse.parse(
      (await support.client.get(API.adminViewer(viewer.user.id))).json(),
    );
    expect(page.subscription_grants.map((g) => [g.source, g.plan_name])).toEqual([
      ['support', 'Basic Plan'],
      ['support', 'Basic Plan'],
    ]);
    const audits = await auditFor(viewer.user.id, 'user.subscription_grant');
    expect(audits.map((a) => (a.after as { reason: string }).reason)).toEqual([
      'Goodwill',
      'Outage',
    ]);
    expect(audits[0]).toMatchObject({
      before: { plan_id: null, subscription_end: null },
      after: { plan_id: 1, days: 30, key },
    });
    // The viewer's own profile shows the plan.
    expect((await viewer.client.get(API.profile)).json()).toMatchObject({
      user: { is_subscribed: true },
    });
  });

  it('refuses bad days, reasons, keys and plans with a 400 that says why', async () => {
    const viewer = await signIn(t);
    const url = API.adminViewerGrant(viewer.user.id);
    const ok = { days: 7, reason: 'Goodwill', key: randomUUID(), plan_id: 1 };
    for (const [body, message] of [
      [{ ...ok, days: 0 }, M.grantDaysInvalid],
      [{ ...ok, days: 367 }, M.grantDaysInvalid],
      [{ ...ok, days: 1.5 }, M.grantDaysInvalid],
      [{ ...ok, days: 'ten' }, M.grantDaysInvalid],
      [{ ...ok, reason: '' }, M.grantReasonRequired],
      [{ ...ok, key: 'again' }, M.grantKeyInvalid],
      [{ ...ok, plan_id: 99_999 }, MESSAGES.planNotFound],
      [{ ...ok, plan_id: 99_999_999_999 }, null],
    ] as const) {
      const res = await support.client.post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(await auditFor(viewer.user.id, 'user.subscription_grant')).toEqual([]);
  });
});
