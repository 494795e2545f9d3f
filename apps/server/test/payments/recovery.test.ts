// Idempotency and recovery: racing verifies, verify racing the webhook, a crash between capture and
// grant recovered by the reconcile job, dismissed-then-paid orders settling by polling, expiry.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_API, PaymentStatusResponse } from '@ott/contract';
import { orders, payments, subscriptionGrants } from '../../src/lib/db/schema.ts';
import { paymentHooks, reconcilePayments } from '../../src/features/payments/index.ts';
import { jobHandlers } from '../../src/features/jobs.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { createOrder, paymentEvent, postWebhook, sandboxPay, seedPlans, successOf, userRow } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
beforeEach(() => {
  const hooks = paymentHooks(t.deps);
  hooks.sandboxWebhooks = false;
  hooks.afterCapture = null;
});
afterAll(() => t.close());

const grantsFor = async (userId: number) =>
  (await t.deps.db.select().from(subscriptionGrants).where(eq(subscriptionGrants.userId, userId))).length;
const orderRow = async (id: string) => (await t.deps.db.select().from(orders).where(eq(orders.gatewayOrderId, id)))[0];

describe('races', () => {
  it('two verifies racing (and the webhook alongside) yield one grant', async () => {
    const buyer = await signIn(t);
    const order = await createOrder(buyer.client, 1);
    const handler = successOf(await sandboxPay(buyer.client, order.order_id));
    const headers = { authorization: `Bearer ${buyer.token}` };
    const verify = (url: string) => t.app.inject({ method: 'POST', url, headers, payload: handler });
    const ids = { orderId: order.order_id, paymentId: handler.razorpay_payment_id, amount: 19_900 };
    const results = await Promise.all([
      verify(PAYMENT_API.verifyPayment),
      verify(PAYMENT_API.verifyPaymentUsers),
      postWebhook(t, paymentEvent('payment.captured', ids), { eventId: 'evt_race_1' }),
      verify(PAYMENT_API.verifyPayment),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await grantsFor(buyer.user.id)).toBe(1);
    const days = (((await userRow(t, buyer.user.id)).subscriptionEnd?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });
});

describe('crash between capture and grant', () => {
  it('verify fails after capture; nothing is half-done; the reconcile job grants exactly once', async () => {
    const buyer = await signIn(t);
    const order = await createOrder(buyer.client, 2);
    const handler = successOf(await sandboxPay(buyer.client, order.order_id));
    paymentHooks(t.deps).afterCapture = () => {
      throw new Error('simulated crash after capture');
    };
    const crashed = await buyer.client.post(PAYMENT_API.verifyPayment, handler);
    expect(crashed.statusCode).toBe(500);
    // The webhook hits the same crash; its event stays unprocessed for redelivery.
    const ids = { orderId: order.order_id, paymentId: handler.razorpay_payment_id, amount: 49_900 };
    expect((await postWebhook(t, paymentEvent('payment.captured', ids), { eventId: 'evt_crash_1' })).statusCode).toBe(500);
    expect((await orderRow(order.order_id))?.fulfilledAt).toBeNull();
    expect(await t.deps.db.select().from(payments).where(eq(payments.gatewayPaymentId, handler.razorpay_payment_id))).toHaveLength(0);
    expect(await grantsFor(buyer.user.id)).toBe(0);

    paymentHooks(t.deps).afterCapture = null;
    await jobHandlers['payment-reconcile']({ reason: 'test' }, t.deps);
    expect(await grantsFor(buyer.user.id)).toBe(1);
    // Running it again, the redelivered webhook and a late verify change nothing.
    expect((await reconcilePayments(t.deps)).completed).toBe(0);
    expect((await postWebhook(t, paymentEvent('payment.captured', ids), { eventId: 'evt_crash_1' })).statusCode).toBe(200);
    expect((await buyer.client.post(PAYMENT_API.verifyPayment, handler)).statusCode).toBe(200);
    expect(await grantsFor(buyer.user.id)).toBe(1);
    expect((await orderRow(order.order_id))?.status).toBe('paid');
  });
});

describe('GET check-status and POST verify-upi-status', () => {
  it('pending until paid; a dismissed-then-paid order completes by polling (both paths)', async () => {
    const buyer = await signIn(t);
    const order = await createOrder(buyer.client, 1);
    await sandboxPay(buyer.client, order.order_id, 'dismiss');
    const pending = await buyer.client.get(PAYMENT_API.checkStatusUsers(order.order_id));
    expect(pending.statusCode, pending.body).toBe(200);
    expect(PaymentStatusResponse.parse(pending.json())).toMatchObject({ status: 'pending', order_id: order.order_id });
    // Paid later in the checkout; the browser never verifies and no webhook arrives.
    await sandboxPay(buyer.client, order.order_id, 'success', 'upi_paytm');
    const done = PaymentStatusResponse.parse((await buyer.client.get(PAYMENT_API.checkStatus(order.order_id))).json());
    expect(done).toMatchObject({ status: 'completed', message: 'Payment successful! Your subscription is now active.' });
    expect(done.subscription).toMatchObject({ is_active: true, plan_name: 'Basic Plan' });
    const upi = await buyer.client.post(PAYMENT_API.verifyUpiStatus, { order_id: order.order_id });
    expect(PaymentStatusResponse.parse(upi.json()).status).toBe('completed');
    expect(await grantsFor(buyer.user.id)).toBe(1);
  });

  it('reports a failed attempt as failed', async () => {
    const buyer = await signIn(t);
    const order = await createOrder(buyer.client, 1);
    await sandboxPay(buyer.client, order.order_id, 'failure', 'upi');
    const res = await buyer.client.post(PAYMENT_API.verifyUpiStatus, { order_id: order.order_id });
    expect(PaymentStatusResponse.parse(res.json()).status).toBe('failed');
  });

  it("refuses visitors (401), answers another user's order exactly as an unknown one (404), and bad input", async () => {
    const buyer = await signIn(t);
    const order = await createOrder(buyer.client, 1);
    expect((await new TestClient(t.app).get(PAYMENT_API.checkStatus(order.order_id))).statusCode).toBe(401);
    const other = await signIn(t);
    // Paid, so a leak would show as 'completed'; the stranger's answer must not differ from a made-up id's.
    await sandboxPay(buyer.client, order.order_id, 'success', 'upi');
    const unknown = await other.client.get(PAYMENT_API.checkStatus('order_Missing00000000'));
    expect(unknown.statusCode).toBe(404);
    for (const res of [
      await other.client.get(PAYMENT_API.checkStatus(order.order_id)),
      await other.client.get(PAYMENT_API.checkStatusUsers(order.order_id)),
      await other.client.post(PAYMENT_API.verifyUpiStatus, { order_id: order.order_id }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    expect((await buyer.client.get(PAYMENT_API.checkStatus('order_missing'))).statusCode).toBe(404);
    expect((await buyer.client.post(PAYMENT_API.verifyUpiStatus, {})).statusCode).toBe(400);
  });
});

describe('reconcile job', () => {
  it('expires unpaid orders older than 30 minutes, and a late capture still wins', async () => {
    const buyer = await signIn(t);
    const stale = await createOrder(buyer.client, 3);
    await t.deps.db.update(orders).set({ createdAt: new Date(Date.now() - 40 * 60_000) }).where(eq(orders.gatewayOrderId, stale.order_id));
    const report = await reconcilePayments(t.deps);
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect((await orderRow(stale.order_id))?.status).toBe('expired');
    const status = await buyer.client.get(PAYMENT_API.checkStatus(stale.order_id));
    expect(status.json().status).toBe('expired');
    // An expired order is never reused.
    expect((await createOrder(buyer.client, 3)).order_id).not.toBe(stale.order_id);
    // The payer completes the old checkout anyway: money taken means the plan is granted.
    await sandboxPay(buyer.client, stale.order_id);
    await reconcilePayments(t.deps);
    expect((await orderRow(stale.order_id))?.status).toBe('paid');
    expect(await grantsFor(buyer.user.id)).toBe(1);
  });
});
