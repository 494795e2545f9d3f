// The Razorpay adapter against a fake Razorpay on loopback, directly and through the app running
// with PAYMENT_GATEWAY=razorpay (create-order, verify with a real signature, polling settles).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderResponse, PAYMENT_API, PaymentStatusResponse } from '@ott/contract';
import { createRazorpayGateway, RazorpayError } from '../../src/features/payments/index.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { seedPlans } from './fixtures.ts';
import { FAKE_RAZORPAY, razorpayAppEnv, razorpaySignature as hmac, startFakeRazorpay, type FakeRazorpay } from './fake-razorpay.ts';

const { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET } = FAKE_RAZORPAY;

let fake: FakeRazorpay;
beforeAll(async () => {
  fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
});
afterAll(() => fake.close());

describe('createRazorpayGateway', () => {
  const gateway = () => createRazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, baseUrl: fake.baseUrl });

  it('creates and reads orders with basic auth and integer paise', async () => {
    const order = await gateway().createOrder({ amountPaise: 19_900, currency: 'INR', receipt: 'rcpt_1', notes: { plan_id: '1' } });
    expect(order).toMatchObject({ amount: 19_900, currency: 'INR', receipt: 'rcpt_1', status: 'created' });
    const sent = fake.requests.at(-1);
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/orders', body: { amount: 19_900, currency: 'INR', receipt: 'rcpt_1', notes: { plan_id: '1' } } });
    expect(sent?.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect((await gateway().fetchOrder(order.id))?.id).toBe(order.id);
    expect(await gateway().fetchOrder('order_DoesNotExist')).toBeNull();
    fake.payments.set(order.id, [{ id: 'pay_Fake1', order_id: order.id, amount: 19_900, currency: 'INR', status: 'captured', method: 'upi' }]);
    expect(await gateway().fetchOrderPayments(order.id)).toEqual([expect.objectContaining({ id: 'pay_Fake1', status: 'captured' })]);
    expect(await gateway().refund({ paymentId: 'pay_Fake1', amountPaise: 100, idempotencyKey: 'ott-refund-test-0001', receipt: 'refund_1', notes: { order_id: '1' } })).toMatchObject({ status: 'processed' });
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/payments/pay_Fake1/refund', idempotencyKey: 'ott-refund-test-0001', body: { amount: 100, receipt: 'refund_1', notes: { order_id: '1' } } });
  });

  it("surfaces Razorpay's error description and refuses wrong keys", async () => {
    await expect(gateway().createOrder({ amountPaise: 1, currency: 'INR', receipt: 'r', notes: {} })).rejects.toThrow(RazorpayError);
    await expect(gateway().createOrder({ amountPaise: 1, currency: 'INR', receipt: 'r', notes: {} })).rejects.toThrow(/atleast INR 1.00/);
    const wrong = createRazorpayGateway({ keyId: KEY_ID, keySecret: 'nope', webhookSecret: '', baseUrl: fake.baseUrl });
    await expect(wrong.fetchOrderPayments('order_x')).rejects.toMatchObject({ status: 401 });
  });

  it('verifies the checkout signature over order_id|payment_id with the key secret, in constant time', () => {
    const signature = hmac(KEY_SECRET, 'order_A|pay_B');
    expect(gateway().verifyCheckoutSignature({ orderId: 'order_A', paymentId: 'pay_B', signature })).toBe(true);
    expect(gateway().verifyCheckoutSignature({ orderId: 'order_A', paymentId: 'pay_C', signature })).toBe(false);
    expect(gateway().verifyCheckoutSignature({ orderId: 'order_A', paymentId: 'pay_B', signature: signature.toUpperCase() })).toBe(false);
    expect(gateway().verifyCheckoutSignature({ orderId: 'order_A', paymentId: 'pay_B', signature: '' })).toBe(false);
  });

  it('verifies webhooks over the raw bytes with the webhook secret', () => {
    const raw = '{"event":"payment.captured", "payload":{}}';
    expect(gateway().verifyWebhook(Buffer.from(raw), hmac(WEBHOOK_SECRET, raw))).toBe(true);
    expect(gateway().verifyWebhook(raw, hmac(WEBHOOK_SECRET, JSON.stringify(JSON.parse(raw))))).toBe(false);
    expect(gateway().verifyWebhook(raw, hmac(KEY_SECRET, raw))).toBe(false);
    expect(gateway().verifyWebhook(raw, undefined)).toBe(false);
  });
});

describe('the app with PAYMENT_GATEWAY=razorpay', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(razorpayAppEnv(fake));
    await seedPlans(t);
  });
  afterAll(() => t.close());

  it('creates a Razorpay order, verifies a Razorpay signature, and settles a polled order', async () => {
    const buyer = await signIn(t);
    const res = await buyer.client.post(PAYMENT_API.createOrder, { plan_id: 1, amount: 199 });
    expect(res.statusCode, res.body).toBe(200);
    const order = OrderResponse.parse(res.json());
    expect(order).toMatchObject({ gateway: 'razorpay', key_id: KEY_ID, amount: 19_900, checkout_url: null });
    expect(fake.orders.get(order.order_id)?.amount).toBe(19_900);

    // Polling before payment asks Razorpay and stays pending.
    const pending = await buyer.client.get(PAYMENT_API.checkStatus(order.order_id));
    expect(PaymentStatusResponse.parse(pending.json()).status).toBe('pending');
    // Razorpay captures; the browser never returns; the poll settles it.
    fake.payments.set(order.order_id, [{ id: 'pay_Poll1', order_id: order.order_id, amount: 19_900, currency: 'INR', status: 'captured', method: 'card' }]);
    const done = await buyer.client.get(PAYMENT_API.checkStatusUsers(order.order_id));
    expect(PaymentStatusResponse.parse(done.json()).status).toBe('completed');

    // A second order (an explicit extension now that the buyer is subscribed, issue 12) verified
    // the browser way with Razorpay's signature scheme.
    const second = OrderResponse.parse((await buyer.client.post(PAYMENT_API.createOrder, { plan_id: 2, extend: true })).json());
    const handler = { razorpay_order_id: second.order_id, razorpay_payment_id: 'pay_Verify1', razorpay_signature: hmac(KEY_SECRET, `${second.order_id}|pay_Verify1`) };
    const verified = await buyer.client.post(PAYMENT_API.verifyPayment, handler);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().subscription).toMatchObject({ plan_name: 'Standard Plan', days_remaining: 120 });

    // Webhooks are checked with the Razorpay webhook secret, not the sandbox one (an event we only
    // acknowledge: a payment.captured without its payment is refused, issue 16.8).
    const body = JSON.stringify({ event: 'payment.authorized', payload: {} });
    const hook = (sig: string) => t.app.inject({ method: 'POST', url: PAYMENT_API.razorpayWebhook, payload: body, headers: { 'content-type': 'application/json', 'x-razorpay-signature': sig, 'x-razorpay-event-id': 'evt_rz_1' } });
    expect((await hook(hmac(WEBHOOK_SECRET, body))).statusCode).toBe(200);
    expect((await hook(hmac('other', body))).statusCode).toBe(400);
  });

  it('has no sandbox routes usable against Razorpay orders', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox/checkout/order_Fake0000000001' });
    expect(res.statusCode).toBe(404);
  });
});
