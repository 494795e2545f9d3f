// Issue 17.2: the reconciliation view and settling on demand (audited, idempotent), the reconcile
// job's second-capture check on paid orders, the 'refund-retry' job (backoff, attempts, a bound,
// then the console), and the sandbox gateway's own idempotent refund book.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  PAYMENTS_ADMIN_MESSAGES as M,
  REFUND_MAX_ATTEMPTS,
  ReconciliationResponse,
  RetryRefundResponse,
  SettleOrderResponse,
} from '@ott/contract';
import { auditLog, orders, payments, refunds, sandboxPayments, sandboxRefunds } from '../../src/lib/db/schema.ts';
import { gatewayId, paymentGateway, paymentHooks, reconcilePayments, retryFailedRefunds } from '../../src/features/payments/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { signInWithRoles } from '../admin/operators.ts';
import { createOrder, userRow } from '../payments/fixtures.ts';
import { paySubscription, seedReferralWorld } from '../referral/fixtures.ts';
import { expectMoneyConserved, orderOf, refundKey } from './fixtures.ts';

let t: TestApp;
let finance: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  await seedReferralWorld(t);
  paymentHooks(t.deps).sandboxWebhooks = false;
  finance = (await signInWithRoles(t, ['finance'])).client;
});
afterAll(() => t.close());

/** A capture the gateway made that nobody told us about (no verify, no webhook). */
async function captureAtGateway(gatewayOrderId: string, amount = 19_900) {
  const id = gatewayId('pay');
  await t.deps.db.insert(sandboxPayments).values({ id, orderId: gatewayOrderId, amountPaise: amount, currency: 'INR', method: 'upi', status: 'captured' });
  return id;
}
const reconciliation = async () => ReconciliationResponse.parse((await finance.get(API.adminPaymentsReconciliation)).json());
const settle = async (id: number) => {
  const res = await finance.post(API.adminOrderSettle(id));
  expect(res.statusCode, res.body).toBe(200);
  return SettleOrderResponse.parse(res.json());
};
const settleAudits = (id: number) =>
  t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'payment.settle'), eq(auditLog.targetId, String(id))));

describe('reconciliation', () => {
  it('lists an order paid at the gateway but not here, and settles it once, audited', async () => {
    const viewer = await signIn(t);
    const created = await createOrder(viewer.client, 1);
    const order = await orderOf(t, created.order_id);
    await captureAtGateway(created.order_id);
    const view = await reconciliation();
    expect(view.mismatches.find((m) => m.order.id === order.id)).toMatchObject({ kind: 'paid_at_gateway', gateway_captured_paise: 19_900 });

    const [first, second] = await Promise.all([settle(order.id), settle(order.id)]);
    expect([first?.changed, second?.changed].sort()).toEqual([false, true]);
    expect(first?.order.status).toBe('paid');
    expect((await settle(order.id))).toMatchObject({ changed: false, message: M.alreadySettled });
    expect(await settleAudits(order.id)).toHaveLength(1);
    expect((await userRow(t, viewer.user.id)).subscriptionEnd?.getTime()).toBeGreaterThan(Date.now());
    expect((await reconciliation()).mismatches.find((m) => m.order.id === order.id)).toBeUndefined();
  });

  it('lists a second capture on a paid order; settling records it and refunds it once', async () => {
    const viewer = await signIn(t);
    const order = await orderOf(t, await paySubscription(viewer.client, 1));
    const end = (await userRow(t, viewer.user.id)).subscriptionEnd?.getTime();
    const second = await captureAtGateway(order.gatewayOrderId);
    expect((await reconciliation()).mismatches.find((m) => m.order.id === order.id)).toMatchObject({ kind: 'second_capture', gateway_captured_paise: 39_800 });
    const settled = await settle(order.id);
    expect(settled).toMatchObject({ changed: true, message: M.settled });
    expect(settled.order.captures).toBe(2);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.gatewayPaymentId, second));
    expect(row?.status).toBe('refunded');
    expect(await t.deps.db.select().from(refunds).where(eq(refunds.paymentId, row?.id ?? -1))).toMatchObject([{ kind: 'duplicate_capture', status: 'processed' }]);
    expect((await settle(order.id)).changed).toBe(false);
    expect(await settleAudits(order.id)).toHaveLength(1);
    expect((await userRow(t, viewer.user.id)).subscriptionEnd?.getTime()).toBe(end);
    expect((await reconciliation()).mismatches.find((m) => m.order.id === order.id)).toBeUndefined();
    await expectMoneyConserved(t);
  });

  it('the reconcile job finds a second capture on a paid order whose webhook never came', async () => {
    const viewer = await signIn(t);
    const order = await orderOf(t, await paySubscription(viewer.client, 1));
    const second = await captureAtGateway(order.gatewayOrderId);
    const report = await reconcilePayments(t.deps);
    expect(report.secondCaptures).toBe(1);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.gatewayPaymentId, second));
    expect(row?.status).toBe('refunded');
    // Checked just now: the next runs leave it alone, and nothing is refunded twice.
    expect((await reconcilePayments(t.deps)).secondCaptures).toBe(0);
    const [checked] = await t.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(checked?.gatewayCheckedAt).not.toBeNull();
    await expectMoneyConserved(t);
  });

  it('refuses unknown orders and ids that cannot exist', async () => {
    expect((await finance.post(API.adminOrderSettle(2_000_000_000))).statusCode).toBe(404);
    for (const id of ['abc', '0', '99999999999999']) expect((await finance.post(`/api/admin/payments/${id}/settle/`)).statusCode).toBe(400);
    expect((await finance.get(`${API.adminPaymentsReconciliation}?days=8`)).statusCode).toBe(400);
  });
});

describe('failed refunds', () => {
  /** The sandbox's books say the payment is already refunded, so it refuses ours (as Razorpay would). */
  const blockAtGateway = (paymentId: string, blocked: boolean) =>
    t.deps.db
      .update(sandboxPayments)
      .set({ refundedPaise: blocked ? 19_900 : 0, status: 'captured' })
      .where(eq(sandboxPayments.id, paymentId));

  it('are retried by the job with backoff up to the bound, then wait for an operator', async () => {
    const viewer = await signIn(t);
    const order = await orderOf(t, await paySubscription(viewer.client, 1));
    const paymentId = order.gatewayPaymentId ?? '';
    await blockAtGateway(paymentId, true);
    const res = await finance.post(API.adminOrderRefund(order.id), { reason: 'Duplicate purchase', idempotency_key: refundKey() });
    expect(res.json().refund.status).toBe('failed');
    const [failed] = await t.deps.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('greater than amount captured') });
    // Not due before its backoff; due after it.
    expect((await retryFailedRefunds(t.deps)).due).toBe(0);
    let now = Date.now();
    for (let attempt = 2; attempt <= REFUND_MAX_ATTEMPTS; attempt += 1) {
      now += 7 * 3_600_000;
      expect(await retryFailedRefunds(t.deps, new Date(now))).toMatchObject({ due: 1, failed: 1 });
    }
    const [spent] = await t.deps.db.select().from(refunds).where(eq(refunds.id, failed?.id ?? -1));
    expect(spent).toMatchObject({ status: 'failed', attempts: REFUND_MAX_ATTEMPTS });
    expect((await retryFailedRefunds(t.deps, new Date(now + 30 * 3_600_000))).due).toBe(0);
    const shown = (await reconciliation()).failed_refunds.find((r) => r.id === failed?.id);
    expect(shown).toMatchObject({ gave_up: true, attempts: REFUND_MAX_ATTEMPTS, next_attempt_at: null });

    await blockAtGateway(paymentId, false);
    const retried = await finance.post(API.adminRefundRetry(failed?.id ?? -1));
    expect(retried.statusCode, retried.body).toBe(200);
    expect(RetryRefundResponse.parse(retried.json()).refund).toMatchObject({ status: 'processed', last_error: null, gave_up: false });
    const again = await finance.post(API.adminRefundRetry(failed?.id ?? -1));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.refundNotFailed);
    expect(await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'refund.retry'), eq(auditLog.targetId, String(order.id))))).toHaveLength(1);
    expect((await finance.post(API.adminRefundRetry(2_000_000_000))).statusCode).toBe(404);
    await expectMoneyConserved(t);
  });

  it('a retry the job makes after the gateway recovers is processed once', async () => {
    const viewer = await signIn(t);
    const order = await orderOf(t, await paySubscription(viewer.client, 1));
    await blockAtGateway(order.gatewayPaymentId ?? '', true);
    await finance.post(API.adminOrderRefund(order.id), { amount_paise: 10_000, reason: 'Goodwill', idempotency_key: refundKey() });
    await blockAtGateway(order.gatewayPaymentId ?? '', false);
    const later = new Date(Date.now() + 2 * 60_000);
    const [a, b] = await Promise.all([retryFailedRefunds(t.deps, later), retryFailedRefunds(t.deps, later)]);
    expect((a?.processed ?? 0) + (b?.processed ?? 0)).toBe(1);
    const [row] = await t.deps.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(row).toMatchObject({ status: 'processed', attempts: 2, lastError: null });
    await expectMoneyConserved(t);
  });
});

describe('the sandbox gateway refund book', () => {
  it('answers a repeated key with the same refund and refunds once; refuses the key for another amount', async () => {
    const viewer = await signIn(t);
    const order = await orderOf(t, await paySubscription(viewer.client, 1));
    const gateway = paymentGateway(t.deps);
    const input = { paymentId: order.gatewayPaymentId ?? '', amountPaise: 5_000, idempotencyKey: 'sandbox-key-0001', receipt: 'refund_x', notes: {} };
    const [one, two] = await Promise.all([gateway.refund(input), gateway.refund(input)]);
    expect(one.id).toBe(two.id);
    const [pay] = await t.deps.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, input.paymentId));
    expect(pay?.refundedPaise).toBe(5_000);
    expect(await t.deps.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey))).toHaveLength(1);
    await expect(gateway.refund({ ...input, amountPaise: 6_000 })).rejects.toThrow(/different request/);
    // Refused calls leave no row behind: the same key may be used once the refund can go through.
    await expect(gateway.refund({ ...input, idempotencyKey: 'sandbox-key-0002', amountPaise: 19_000 })).rejects.toThrow(/greater than/);
    expect(await t.deps.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, 'sandbox-key-0002'))).toHaveLength(0);
  });
});
