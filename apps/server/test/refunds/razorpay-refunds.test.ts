// Issue 17.2 against a fake Razorpay on loopback: an operator's refund and a second capture's
// automatic refund each reach Razorpay exactly once, with the X-Refund-Idempotency header.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, OrderResponse, PAYMENT_API, PaymentStatusResponse, RefundResponse } from '@ott/contract';
import { orders, refunds } from '../../src/lib/db/schema.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { signInWithRoles } from '../admin/operators.ts';
import { paymentEvent, seedPlans } from '../payments/fixtures.ts';
import { FAKE_RAZORPAY, razorpayAppEnv, razorpaySignature as hmac, startFakeRazorpay, type FakeRazorpay } from '../payments/fake-razorpay.ts';

const { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET } = FAKE_RAZORPAY;

let fake: FakeRazorpay;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  t = await createTestApp(razorpayAppEnv(fake));
  await seedPlans(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function paidOrder() {
  const buyer = await signIn(t);
  const order = OrderResponse.parse((await buyer.client.post(PAYMENT_API.createOrder, { plan_id: 1 })).json());
  const paymentId = `pay_First${crypto.randomBytes(4).toString('hex')}`;
  fake.payments.set(order.order_id, [{ id: paymentId, order_id: order.order_id, amount: 19_900, currency: 'INR', status: 'captured', method: 'upi' }]);
  const done = await buyer.client.get(PAYMENT_API.checkStatus(order.order_id));
  expect(PaymentStatusResponse.parse(done.json()).status).toBe('completed');
  const [row] = await t.deps.db.select().from(orders).where(eq(orders.gatewayOrderId, order.order_id));
  if (!row) throw new Error('order');
  return { row, paymentId };
}

function webhook(body: object, eventId: string) {
  const payload = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: PAYMENT_API.razorpayWebhook,
    payload,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(WEBHOOK_SECRET, payload), 'x-razorpay-event-id': eventId },
  });
}

describe('refunds through Razorpay', () => {
  it("an operator's refund is one call, repeated requests included", async () => {
    const finance = (await signInWithRoles(t, ['finance'])).client;
    const { row, paymentId } = await paidOrder();
    const body = { amount_paise: 5_000, reason: 'Partial goodwill refund', idempotency_key: 'razorpay-test-key-0001' };
    const answers = await Promise.all([finance.post(API.adminOrderRefund(row.id), body), finance.post(API.adminOrderRefund(row.id), body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const repeat = await finance.post(API.adminOrderRefund(row.id), body);
    const refund = RefundResponse.parse(repeat.json()).refund;
    expect(new Set(answers.map((a) => RefundResponse.parse(a.json()).refund.id))).toEqual(new Set([refund.id]));
    expect(refund).toMatchObject({ status: 'processed', amount_paise: 5_000, payment_id: paymentId });
    const calls = fake.requests.filter((r) => r.path === `/v1/payments/${paymentId}/refund`);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.idempotencyKey).toMatch(/^ott-refund-\d+-[0-9a-f]{16}$/);
    expect(calls[0]?.body).toMatchObject({ amount: 5_000, receipt: `refund_${refund.id}` });
    expect(fake.refunds.filter((r) => r.payment_id === paymentId)).toHaveLength(1);
    expect(refund.gateway_refund_id).toBe(fake.refunds.find((r) => r.payment_id === paymentId)?.id);
  });

  it('a second capture reported twice at once is refunded once, in full', async () => {
    const { row } = await paidOrder();
    const second = `pay_Second${crypto.randomBytes(4).toString('hex')}`;
    const events = await Promise.all([
      webhook(paymentEvent('payment.captured', { orderId: row.gatewayOrderId, paymentId: second, amount: 19_900 }), `evt_${second}_1`),
      webhook(paymentEvent('order.paid', { orderId: row.gatewayOrderId, paymentId: second, amount: 19_900 }), `evt_${second}_2`),
    ]);
    expect(events.map((e) => e.statusCode)).toEqual([200, 200]);
    expect(fake.requests.filter((r) => r.path === `/v1/payments/${second}/refund`)).toHaveLength(1);
    expect(fake.refunds.filter((r) => r.payment_id === second).map((r) => r.amount)).toEqual([19_900]);
    const rows = await t.deps.db.select().from(refunds).where(eq(refunds.orderId, row.id));
    expect(rows).toMatchObject([{ kind: 'duplicate_capture', status: 'processed', amountPaise: 19_900 }]);
  });
});
