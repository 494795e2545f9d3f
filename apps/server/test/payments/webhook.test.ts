// The webhook route: raw-body signature, dedupe by event id AND by order/payment, webhooks before,
// after or instead of the browser's verify, failures recorded, and the sandbox's own deliveries.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_API } from '@ott/contract';
import { domainEvents, orders, payments, subscriptionGrants, webhookEvents } from '../../src/lib/db/schema.ts';
import { paymentHooks } from '../../src/features/payments/index.ts';
import { flushSandboxWebhooks } from '../../src/features/sandbox/index.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { rowCount, signIn } from '../auth/sign-in.ts';
import { createOrder, paymentEvent, postWebhook, sandboxPay, seedPlans, successOf } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
beforeEach(() => {
  paymentHooks(t.deps).sandboxWebhooks = false;
});
afterAll(() => t.close());

const grantsFor = async (userId: number) =>
  (await t.deps.db.select().from(subscriptionGrants).where(eq(subscriptionGrants.userId, userId))).length;

async function paidOrder(planId = 1) {
  const buyer = await signIn(t);
  const order = await createOrder(buyer.client, planId);
  const handler = successOf(await sandboxPay(buyer.client, order.order_id));
  return { buyer, order, handler };
}

describe('POST /api/payment/webhook/razorpay/', () => {
  it('refuses a bad or missing signature with 400 and writes nothing', async () => {
    const { buyer, order, handler } = await paidOrder();
    const body = paymentEvent('payment.captured', { orderId: order.order_id, paymentId: handler.razorpay_payment_id, amount: 19_900 });
    const before = await rowCount(t, webhookEvents);
    expect((await postWebhook(t, body, { eventId: 'evt_bad1', signature: 'f'.repeat(64) })).statusCode).toBe(400);
    expect((await postWebhook(t, body, { eventId: 'evt_bad2', signature: '' })).statusCode).toBe(400);
    // Signed over different bytes (re-serialised JSON with other spacing) does not verify.
    const { hmacHex, sandboxSecrets } = await import('../../src/features/payments/index.ts');
    const sig = hmacHex(sandboxSecrets(t.deps.config.sessionSecret).webhookSecret, JSON.stringify(body));
    const respaced = await postWebhook(t, body, { eventId: 'evt_bad3', signature: sig, raw: JSON.stringify(body, null, 2) });
    expect(respaced.statusCode).toBe(400);
    expect(await rowCount(t, webhookEvents)).toBe(before);
    expect(await grantsFor(buyer.user.id)).toBe(0);
  });

  it('fulfils instead of the browser, once per event id and once per payment', async () => {
    const { buyer, order, handler } = await paidOrder();
    const ids = { orderId: order.order_id, paymentId: handler.razorpay_payment_id, amount: 19_900 };
    const captured = paymentEvent('payment.captured', ids);
    for (let i = 0; i < 2; i += 1) {
      const res = await postWebhook(t, captured, { eventId: 'evt_replayed_1' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
    // A different event (order.paid) for the same payment changes nothing more.
    expect((await postWebhook(t, paymentEvent('order.paid', ids), { eventId: 'evt_other_2' })).statusCode).toBe(200);
    expect(await grantsFor(buyer.user.id)).toBe(1);
    const events = await t.deps.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, 'evt_replayed_1'));
    expect(events).toHaveLength(1);
    expect(events[0]?.processedAt).not.toBeNull();
    // The browser's verify arriving afterwards still succeeds, without a second grant.
    const verify = await buyer.client.post(PAYMENT_API.verifyPayment, handler);
    expect(verify.statusCode).toBe(200);
    expect(await grantsFor(buyer.user.id)).toBe(1);
    const status = await buyer.client.get(PAYMENT_API.checkStatus(order.order_id));
    expect(status.json()).toMatchObject({ status: 'completed', order_id: order.order_id });
    const announced = await t.deps.db.select().from(domainEvents).where(eq(domainEvents.dedupeKey, order.order_id));
    expect(announced).toHaveLength(1);
  });

  it('a webhook after the browser verified changes nothing', async () => {
    const { buyer, order, handler } = await paidOrder(2);
    expect((await buyer.client.post(PAYMENT_API.verifyPaymentUsers, handler)).statusCode).toBe(200);
    const ids = { orderId: order.order_id, paymentId: handler.razorpay_payment_id, amount: 49_900 };
    expect((await postWebhook(t, paymentEvent('payment.captured', ids), { eventId: 'evt_after_1' })).statusCode).toBe(200);
    expect((await postWebhook(t, paymentEvent('order.paid', ids), { eventId: 'evt_after_2' })).statusCode).toBe(200);
    expect(await grantsFor(buyer.user.id)).toBe(1);
  });

  it('does not honour a capture for a different amount', async () => {
    const { buyer, order, handler } = await paidOrder();
    const ids = { orderId: order.order_id, paymentId: handler.razorpay_payment_id, amount: 100 };
    expect((await postWebhook(t, paymentEvent('payment.captured', ids), { eventId: 'evt_amount_1' })).statusCode).toBe(200);
    expect(await grantsFor(buyer.user.id)).toBe(0);
  });

  it('payment.failed records the failure and never moves a paid order back', async () => {
    const buyer = await signIn(t);
    const order = await createOrder(buyer.client, 1);
    const failed = await sandboxPay(buyer.client, order.order_id, 'failure', 'card');
    if (failed.outcome !== 'failure') throw new Error('expected failure');
    expect(failed.error).toMatchObject({ description: 'Your payment was declined by the bank', metadata: { order_id: order.order_id } });
    const body = paymentEvent('payment.failed', {
      orderId: order.order_id,
      paymentId: failed.error.metadata.payment_id,
      amount: 19_900,
      errorDescription: failed.error.description,
    });
    expect((await postWebhook(t, body, { eventId: 'evt_failed_1' })).statusCode).toBe(200);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.gatewayPaymentId, failed.error.metadata.payment_id));
    expect(row).toMatchObject({ status: 'failed', errorDescription: 'Your payment was declined by the bank' });
    const [orderRow] = await t.deps.db.select().from(orders).where(eq(orders.gatewayOrderId, order.order_id));
    expect(orderRow?.status).toBe('attempted');
    expect(await grantsFor(buyer.user.id)).toBe(0);
    // Retry succeeds on the same order; a late failure event then leaves it paid.
    const handler = successOf(await sandboxPay(buyer.client, order.order_id));
    expect((await buyer.client.post(PAYMENT_API.verifyPayment, handler)).statusCode).toBe(200);
    expect((await postWebhook(t, { ...body, created_at: 1 }, { eventId: 'evt_failed_2' })).statusCode).toBe(200);
    const [after] = await t.deps.db.select().from(orders).where(eq(orders.gatewayOrderId, order.order_id));
    expect(after?.status).toBe('paid');
    expect(await grantsFor(buyer.user.id)).toBe(1);
  });

  it('ignores events for unknown orders and other event types (2xx, nothing granted)', async () => {
    const res = await postWebhook(t, paymentEvent('payment.captured', { orderId: 'order_unknown', paymentId: 'pay_unknown', amount: 1 }), { eventId: 'evt_unknown' });
    expect(res.statusCode).toBe(200);
    expect((await postWebhook(t, { event: 'refund.processed', payload: {} }, { eventId: 'evt_refund' })).statusCode).toBe(200);
    expect((await postWebhook(t, {}, { raw: 'not json' })).statusCode).toBe(400);
  });

  it('the sandbox delivers payment.captured and order.paid itself; the order settles without verify', async () => {
    paymentHooks(t.deps).sandboxWebhooks = true;
    const buyer = await signIn(t);
    const order = await createOrder(buyer.client, 3);
    const before = await rowCount(t, webhookEvents);
    await sandboxPay(buyer.client, order.order_id, 'success', 'upi_phonepe');
    await flushSandboxWebhooks(t.deps);
    const types = (await t.deps.db.select().from(webhookEvents)).slice(before).map((e) => e.eventType);
    expect(types.sort()).toEqual(['order.paid', 'payment.captured']);
    expect(await grantsFor(buyer.user.id)).toBe(1);
    const [orderRow] = await t.deps.db.select().from(orders).where(eq(orders.gatewayOrderId, order.order_id));
    expect(orderRow?.fulfilledAt).not.toBeNull();
  });
});
