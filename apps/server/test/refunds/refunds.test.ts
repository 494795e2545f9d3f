// Issue 17.2: refunds through the gateway. A finance operator refunds in full or in part; the
// entitlement is ended or shortened, the referral bonuses the order paid are taken back through the
// ledger; a second capture on a paid order is recorded and refunded once, whatever path reports it.
// Every race ends with the ledger equal to the wallets and never more refunded than captured.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, PAYMENT_API, REFUND_MESSAGES, RefundResponse } from '@ott/contract';
import {
  auditLog,
  orders,
  payments,
  refunds,
  rentals,
  sandboxPayments,
  users,
  walletTransactions,
} from '../../src/lib/db/schema.ts';
import { checkoutSignature, gatewayId, paymentHooks, sandboxSecrets } from '../../src/features/payments/index.ts';
import { balancePaise } from '../../src/features/wallet/ledger.ts';
import { createTestApp, type TestApp, type TestClient } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { signInWithRoles } from '../admin/operators.ts';
import { paymentEvent, postWebhook } from '../payments/fixtures.ts';
import { payRental, paySubscription, referralChain, seedReferralWorld } from '../referral/fixtures.ts';
import { addAccount, credit, withdraw } from '../wallet/fixtures.ts';

const DAY_MS = 86_400_000;
let t: TestApp;
let finance: TestClient;
let rentalVideoId: number;
let keyCounter = 0;
const key = () => `test-refund-${Date.now()}-${(keyCounter += 1)}`;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_PAYOUT_SECONDS: '3600' });
  rentalVideoId = (await seedReferralWorld(t)).rental.id;
  paymentHooks(t.deps).sandboxWebhooks = false;
  finance = (await signInWithRoles(t, ['finance'])).client;
});
afterAll(() => t.close());

async function orderOf(gatewayOrderId: string) {
  const [row] = await t.deps.db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId));
  if (!row) throw new Error('order not found');
  return row;
}
const refund = (client: TestClient, orderId: number, body: Record<string, unknown>) =>
  client.post(API.adminOrderRefund(orderId), { reason: 'Customer asked', idempotency_key: key(), ...body });
async function sandboxRefunded(gatewayPaymentId: string) {
  const [row] = await t.deps.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, gatewayPaymentId));
  return row?.refundedPaise;
}
async function userEnd(id: number) {
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, id));
  return row?.subscriptionEnd?.getTime() ?? 0;
}
async function ledgerSum(userId: number) {
  const rows = await t.deps.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId));
  return rows.reduce((sum, r) => {
    if (r.type === 'WITHDRAWAL' || r.type === 'BONUS_REVERSAL') return sum - r.amountPaise;
    return r.status === 'COMPLETED' ? sum + r.amountPaise : sum;
  }, 0);
}
/** Refunded never exceeds captured, per payment, in our books and the sandbox's alike. */
async function expectNoOverRefund() {
  const rows = await t.deps.db.execute<{ over: number }>(sql`
    select count(*)::int as over from payments p
      where (select coalesce(sum(r.amount_paise), 0) from refunds r where r.payment_id = p.id) > p.amount_paise`);
  expect(Number(rows.rows[0]?.over)).toBe(0);
  const sand = await t.deps.db.select().from(sandboxPayments).where(sql`${sandboxPayments.refundedPaise} > ${sandboxPayments.amountPaise}`);
  expect(sand).toEqual([]);
}

describe('operator refunds', () => {
  it('a full refund of a subscription bought with a referral code ends it and takes the bonus back', async () => {
    const [referrer, payer] = await referralChain(t, 2);
    if (!referrer || !payer) throw new Error('chain');
    const before = Date.now();
    const gatewayOrderId = await paySubscription(payer.client, 1);
    const order = await orderOf(gatewayOrderId);
    const bonus = await balancePaise(t.deps.db, referrer.user.id);
    expect(bonus).toBeGreaterThan(0);
    const endBefore = await userEnd(payer.user.id);

    const idem = key();
    const res = await refund(finance, order.id, { idempotency_key: idem });
    expect(res.statusCode, res.body).toBe(200);
    const body = RefundResponse.parse(res.json());
    expect(body.refund).toMatchObject({ amount_paise: 19_900, status: 'processed', kind: 'operator' });
    expect(body).toMatchObject({ refunded_paise: 19_900, remaining_paise: 0 });
    expect(endBefore - (await userEnd(payer.user.id))).toBe(30 * DAY_MS);
    expect(await userEnd(payer.user.id)).toBeLessThanOrEqual(Date.now());
    expect(await userEnd(payer.user.id)).toBeGreaterThanOrEqual(before - 1000);
    expect(await balancePaise(t.deps.db, referrer.user.id)).toBe(0);
    expect(await ledgerSum(referrer.user.id)).toBe(0);
    expect(await sandboxRefunded(order.gatewayPaymentId ?? '')).toBe(19_900);
    const audits = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'payment.refund'), eq(auditLog.targetId, String(order.id))));
    expect(audits).toHaveLength(1);

    // The same request again answers the same refund, and the gateway sees nothing new.
    const again = await refund(finance, order.id, { idempotency_key: idem });
    expect(RefundResponse.parse(again.json()).refund.id).toBe(body.refund.id);
    expect(await sandboxRefunded(order.gatewayPaymentId ?? '')).toBe(19_900);
    const over = await refund(finance, order.id, { amount_paise: 100 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(REFUND_MESSAGES.overRefund);
    await expectNoOverRefund();
  });

  it('a part refund shortens by the refunded share and takes back that share of the bonus', async () => {
    const [referrer, payer] = await referralChain(t, 2);
    if (!referrer || !payer) throw new Error('chain');
    const order = await orderOf(await paySubscription(payer.client, 1));
    const bonus = await balancePaise(t.deps.db, referrer.user.id);
    const end0 = await userEnd(payer.user.id);
    const half = await refund(finance, order.id, { amount_paise: 9_950 });
    expect(half.statusCode, half.body).toBe(200);
    expect(end0 - (await userEnd(payer.user.id))).toBe(15 * DAY_MS);
    expect(await balancePaise(t.deps.db, referrer.user.id)).toBe(bonus - Math.floor(bonus / 2));
    const over = await refund(finance, order.id, { amount_paise: 9_951 });
    expect(over.json().message).toBe(REFUND_MESSAGES.overRefund);
    const rest = await refund(finance, order.id, {});
    expect(RefundResponse.parse(rest.json())).toMatchObject({ refunded_paise: 19_900, remaining_paise: 0 });
    expect(end0 - (await userEnd(payer.user.id))).toBe(30 * DAY_MS);
    expect(await balancePaise(t.deps.db, referrer.user.id)).toBe(0);
    expect(await ledgerSum(referrer.user.id)).toBe(0);
    expect(await sandboxRefunded(order.gatewayPaymentId ?? '')).toBe(19_900);
  });

  it('a full rental refund ends the rental', async () => {
    const viewer = await signIn(t);
    const order = await orderOf(await payRental(viewer.client, rentalVideoId));
    const res = await refund(finance, order.id, {});
    expect(res.statusCode, res.body).toBe(200);
    const [rental] = await t.deps.db.select().from(rentals).where(eq(rentals.orderId, order.id));
    expect(rental?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('two refunds at once make one: same key answers the same refund, another key is refused', async () => {
    const viewer = await signIn(t);
    const order = await orderOf(await paySubscription(viewer.client, 1));
    const idem = key();
    const same = await Promise.all([refund(finance, order.id, { idempotency_key: idem }), refund(finance, order.id, { idempotency_key: idem })]);
    expect(same.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(new Set(same.map((r) => RefundResponse.parse(r.json()).refund.id)).size).toBe(1);

    const other = await orderOf(await paySubscription(viewer.client, 1));
    const both = await Promise.all([refund(finance, other.id, {}), refund(finance, other.id, {})]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    for (const o of [order, other]) {
      expect(await t.deps.db.select().from(refunds).where(eq(refunds.orderId, o.id))).toHaveLength(1);
      expect(await sandboxRefunded(o.gatewayPaymentId ?? '')).toBe(19_900);
    }
    await expectNoOverRefund();
  });

  it('a refund racing a withdrawal of the bonus loses no money (the referrer may owe)', async () => {
    const [referrer, payer] = await referralChain(t, 2);
    if (!referrer || !payer) throw new Error('chain');
    await credit(t, referrer.user.id, 10_000);
    const order = await orderOf(await paySubscription(payer.client, 3));
    const balance = await balancePaise(t.deps.db, referrer.user.id);
    const account = await addAccount(referrer.client);
    const [refunded, withdrawn] = await Promise.all([
      refund(finance, order.id, {}),
      withdraw(referrer.client, { bank_account: account.id, amount: Math.floor(balance / 100) }),
    ]);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(withdrawn.statusCode, withdrawn.body).toBeLessThan(500);
    const after = await balancePaise(t.deps.db, referrer.user.id);
    expect(after).toBe(await ledgerSum(referrer.user.id));
    const withdrew = withdrawn.statusCode === 200 ? Math.floor(balance / 100) * 100 : 0;
    // Start + nothing created: 10,000 credit + bonus − withdrawn − bonus reversed.
    expect(after).toBe(balance - withdrew - (balance - 10_000));
  });

  it('refuses the wrong roles, and bad input in plain words', async () => {
    const viewer = await signIn(t);
    const order = await orderOf(await paySubscription(viewer.client, 1));
    for (const roles of [[], ['editor'], ['support']] as const) {
      const who = await signInWithRoles(t, roles);
      expect((await refund(who.client, order.id, {})).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: API.adminOrderRefund(order.id), payload: {} });
    expect([401, 403]).toContain(anonymous.statusCode);
    const bad = [
      { amount_paise: -1 },
      { amount_paise: 0 },
      { amount_paise: 1.5 },
      { amount_paise: '100' },
      { amount_paise: 1e15 },
      { reason: 'a\u0000b' },
      { reason: '' },
      { idempotency_key: 'short' },
      { idempotency_key: 'has spaces in it here' },
    ];
    for (const body of bad) {
      const res = await refund(finance, order.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    for (const id of ['99999999999999999999', 'abc', '-1', '0']) {
      expect((await finance.post(`/api/admin/payments/${id}/refund/`, { reason: 'x', idempotency_key: key() })).statusCode).toBe(400);
    }
    expect((await refund(finance, 2_000_000_000, {})).statusCode).toBe(404);
    expect(await t.deps.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(0);
    const admin = await signInWithRoles(t, ['admin']);
    expect((await refund(admin.client, order.id, { amount_paise: 100 })).statusCode).toBe(200);
  });
});

describe('a second capture on a paid order', () => {
  async function secondCapture(gatewayOrderId: string, amount: number) {
    const id = gatewayId('pay');
    await t.deps.db.insert(sandboxPayments).values({ id, orderId: gatewayOrderId, amountPaise: amount, currency: 'INR', method: 'upi', status: 'captured' });
    return id;
  }
  const verify = (client: TestClient, gatewayOrderId: string, paymentId: string) =>
    client.post(PAYMENT_API.verifyPayment, {
      razorpay_order_id: gatewayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(sandboxSecrets(t.deps.config.sessionSecret).keySecret, gatewayOrderId, paymentId),
      plan_id: 1,
    });

  it('is recorded and refunded in full once, never fulfilled twice (verify, then webhook)', async () => {
    const viewer = await signIn(t);
    const gatewayOrderId = await paySubscription(viewer.client, 1);
    const end = await userEnd(viewer.user.id);
    const second = await secondCapture(gatewayOrderId, 19_900);
    expect((await verify(viewer.client, gatewayOrderId, second)).statusCode).toBe(200);
    expect((await postWebhook(t, paymentEvent('payment.captured', { orderId: gatewayOrderId, paymentId: second, amount: 19_900 }))).statusCode).toBe(200);
    expect((await postWebhook(t, paymentEvent('order.paid', { orderId: gatewayOrderId, paymentId: second, amount: 19_900 }))).statusCode).toBe(200);
    const [paymentRow] = await t.deps.db.select().from(payments).where(eq(payments.gatewayPaymentId, second));
    expect(paymentRow?.status).toBe('refunded');
    const rows = await t.deps.db.select().from(refunds).where(eq(refunds.paymentId, paymentRow?.id ?? -1));
    expect(rows).toMatchObject([{ kind: 'duplicate_capture', status: 'processed', amountPaise: 19_900 }]);
    expect(await sandboxRefunded(second)).toBe(19_900);
    expect(await userEnd(viewer.user.id)).toBe(end);
  });

  it('racing webhook and verify make one refund', async () => {
    const viewer = await signIn(t);
    const gatewayOrderId = await paySubscription(viewer.client, 1);
    const end = await userEnd(viewer.user.id);
    const second = await secondCapture(gatewayOrderId, 19_900);
    const answers = await Promise.all([
      verify(viewer.client, gatewayOrderId, second),
      postWebhook(t, paymentEvent('payment.captured', { orderId: gatewayOrderId, paymentId: second, amount: 19_900 })),
      postWebhook(t, paymentEvent('order.paid', { orderId: gatewayOrderId, paymentId: second, amount: 19_900 })),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const [paymentRow] = await t.deps.db.select().from(payments).where(eq(payments.gatewayPaymentId, second));
    expect(await t.deps.db.select().from(refunds).where(eq(refunds.paymentId, paymentRow?.id ?? -1))).toHaveLength(1);
    expect(await sandboxRefunded(second)).toBe(19_900);
    expect(await userEnd(viewer.user.id)).toBe(end);
    await expectNoOverRefund();
  });
});
