// Plans, create-order and verify-payment: good and bad input, auth, ownership and tampering.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, PAYMENT_API, planWindow, PlansResponse, VerifyPaymentResponse } from '@ott/contract';
import { domainEvents, orders, subscriptionGrants } from '../../src/lib/db/schema.ts';
import { paymentHooks } from '../../src/features/payments/index.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { randomPhone, rowCount, signIn } from '../auth/sign-in.ts';
import { createOrder, sandboxPay, seedPlans, successOf, userRow } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
  // Webhooks are exercised in webhook.test.ts; here only the browser's path settles orders.
  paymentHooks(t.deps).sandboxWebhooks = false;
});
afterAll(() => t.close());

describe('GET /users/api/subscription-plans/', () => {
  it('lists the plans in rupees with duration and per-day texts, to visitors too', async () => {
    const res = await new TestClient(t.app).get(PAYMENT_API.plans);
    expect(res.statusCode).toBe(200);
    const { plans } = PlansResponse.parse(res.json());
    expect(plans.map((p) => [p.id, p.price, p.duration_text, p.per_day_text])).toEqual([
      [1, 199, '30 Days', '6.63'],
      [2, 499, '90 Days', '5.54'],
      [3, 999, '1 Year', '₹2.74/day'],
    ]);
    expect(plans[1]?.popular).toBe(true);
    expect(plans[0]?.brand_text).toBe('GOLD');
  });
});

describe('POST /api/payment/create-order/', () => {
  it('needs a session (401)', async () => {
    const res = await new TestClient(t.app).post(PAYMENT_API.createOrder, { plan_id: 1 });
    expect(res.statusCode).toBe(401);
  });

  it('refuses bad input', async () => {
    const { client } = await signIn(t);
    for (const body of [{}, { plan_id: 'x' }, { plan_id: 1, currency: 'USD' }, { plan_id: -1 }, { plan_id: 1, amount: 'lots' }]) {
      const res = await client.post(PAYMENT_API.createOrder, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await client.post(PAYMENT_API.createOrder, { plan_id: 99 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Plan not found');
  });

  it("refuses another user's phone with 403 and writes nothing", async () => {
    const { client } = await signIn(t);
    const before = await rowCount(t, orders);
    const res = await client.post(PAYMENT_API.createOrder, { plan_id: 1, phone: randomPhone() });
    expect(res.statusCode).toBe(403);
    expect(await rowCount(t, orders)).toBe(before);
  });

  it('refuses a cookie session without the CSRF header', async () => {
    const { client } = await signIn(t);
    const res = await client.post(PAYMENT_API.createOrder, { plan_id: 1 }, { csrf: false });
    expect(res.statusCode).toBe(403);
  });

  it('takes the amount from the plan and refuses a client amount that disagrees', async () => {
    const { client, phone } = await signIn(t);
    const order = await createOrder(client, 1, { amount: 199, phone });
    expect(order).toMatchObject({ amount: 19_900, currency: 'INR', gateway: 'sandbox', key_id: 'rzp_test_sandbox' });
    expect(order.order_id).toMatch(/^order_\w{14}$/);
    expect(order.checkout_url).toBe(PAYMENT_API.sandboxCheckout(order.order_id));
    const tampered = await client.post(PAYMENT_API.createOrder, { plan_id: 1, amount: 1 });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual({ status: 'error', message: 'Invalid request. Please check your details.' });
  });

  it('reuses an unpaid order for the same plan younger than 30 minutes, not for another plan', async () => {
    const { client } = await signIn(t, {});
    const first = await createOrder(client, 1);
    expect((await createOrder(client, 1)).order_id).toBe(first.order_id);
    const other = await createOrder(client, 2);
    expect(other.order_id).not.toBe(first.order_id);
    expect(other.amount).toBe(49_900);
    // Age the order past 30 minutes: a new one is made.
    await t.deps.db.update(orders).set({ createdAt: new Date(Date.now() - 31 * 60_000) }).where(eq(orders.gatewayOrderId, first.order_id));
    expect((await createOrder(client, 1)).order_id).not.toBe(first.order_id);
  });

  it('works with the bearer token alone (no cookies, no CSRF)', async () => {
    const { token } = await signIn(t);
    const res = await t.app.inject({
      method: 'POST',
      url: PAYMENT_API.createOrder,
      headers: { authorization: `Bearer ${token}` },
      payload: { plan_id: 3 },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('POST /users/verify-payment/ and /api/payment/verify-payment/', () => {
  let buyer: Awaited<ReturnType<typeof signIn>>;
  beforeEach(async () => {
    buyer = await signIn(t);
  });

  it('activates the subscription once, however often it is verified, on either path', async () => {
    const order = await createOrder(buyer.client, 1);
    const handler = successOf(await sandboxPay(buyer.client, order.order_id));
    const grantsBefore = await rowCount(t, subscriptionGrants);
    for (const url of [PAYMENT_API.verifyPaymentUsers, PAYMENT_API.verifyPayment, PAYMENT_API.verifyPaymentUsers]) {
      const res = await buyer.client.post(url, { ...handler, plan_id: 1, phone: buyer.phone });
      expect(res.statusCode, res.body).toBe(200);
      const body = VerifyPaymentResponse.parse(res.json());
      expect(body.status).toBe('success');
      expect(body.message).toBe('Payment successful! Your subscription is now active.');
      expect(body.subscription).toMatchObject({ plan_id: 1, plan_name: 'Basic Plan', is_active: true, days_remaining: 30 });
    }
    expect(await rowCount(t, subscriptionGrants)).toBe(grantsBefore + 1);
    const user = await userRow(t, buyer.user.id);
    expect(user.subscriptionType).toBe('Basic Plan');
    // The order is paid, fulfilled, and announced exactly once.
    const events = (await t.deps.db.select().from(domainEvents)).filter((e) => e.dedupeKey === order.order_id);
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({ user_id: buyer.user.id, order_id: order.order_id, amount_paise: 19_900, kind: 'subscription', plan_id: 1 });
    // A paid order is never handed out again.
    // (Now subscribed, a new order is an explicit extension: issue 12.)
    expect((await createOrder(buyer.client, 1, { extend: true })).order_id).not.toBe(order.order_id);
  });

  it('refuses a tampered signature, payment id or order id and grants nothing', async () => {
    const order = await createOrder(buyer.client, 2);
    const handler = successOf(await sandboxPay(buyer.client, order.order_id));
    const grantsBefore = await rowCount(t, subscriptionGrants);
    const flip = (s: string) => (s.endsWith('a') ? `${s.slice(0, -1)}b` : `${s.slice(0, -1)}a`);
    for (const bad of [
      { ...handler, razorpay_signature: flip(handler.razorpay_signature) },
      { ...handler, razorpay_payment_id: 'pay_forged0000000' },
      { ...handler, razorpay_signature: 'x' },
    ]) {
      const res = await buyer.client.post(PAYMENT_API.verifyPayment, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Payment verification failed. Please contact support.');
    }
    const other = await createOrder(buyer.client, 3);
    const swapped = await buyer.client.post(PAYMENT_API.verifyPayment, { ...handler, razorpay_order_id: other.order_id });
    expect(swapped.statusCode).toBe(400);
    expect(await rowCount(t, subscriptionGrants)).toBe(grantsBefore);
    expect((await userRow(t, buyer.user.id)).subscriptionEnd).toBeNull();
  });

  it("answers another user's order as unknown (404), refuses another user's phone (403), granting nothing", async () => {
    const order = await createOrder(buyer.client, 1);
    const handler = successOf(await sandboxPay(buyer.client, order.order_id));
    const thief = await signIn(t);
    const grantsBefore = await rowCount(t, subscriptionGrants);
    expect((await thief.client.post(PAYMENT_API.verifyPayment, handler)).statusCode).toBe(404);
    expect((await buyer.client.post(PAYMENT_API.verifyPayment, { ...handler, phone: thief.phone })).statusCode).toBe(403);
    expect(await rowCount(t, subscriptionGrants)).toBe(grantsBefore);
  });

  it('refuses bad input (400), anonymous callers (401) and unknown orders (404)', async () => {
    expect((await buyer.client.post(PAYMENT_API.verifyPayment, { razorpay_order_id: 'x' })).statusCode).toBe(400);
    expect((await new TestClient(t.app).post(PAYMENT_API.verifyPayment, { razorpay_order_id: 'a', razorpay_payment_id: 'b', razorpay_signature: 'c' })).statusCode).toBe(401);
    const unknown = await buyer.client.post(PAYMENT_API.verifyPayment, { razorpay_order_id: 'order_none', razorpay_payment_id: 'pay_x', razorpay_signature: 'c' });
    expect(unknown.statusCode).toBe(404);
  });

  it('a subscribed user buys more time only as an explicit extension, from the current end date (issue 12)', async () => {
    const pay = async (order: { order_id: string }) => {
      const res = await buyer.client.post(PAYMENT_API.verifyPayment, successOf(await sandboxPay(buyer.client, order.order_id)));
      expect(res.statusCode, res.body).toBe(200);
      return VerifyPaymentResponse.parse(res.json());
    };
    // Not subscribed: `extend` changes nothing, the plan starts now.
    const first = await pay(await createOrder(buyer.client, 1, { extend: true }));
    expect(first.subscription?.days_remaining).toBe(30);
    const currentEnd = (await userRow(t, buyer.user.id)).subscriptionEnd;

    // Subscribed: an order without `extend` (or with false) is refused and nothing is created.
    const ordersBefore = await rowCount(t, orders);
    for (const body of [{ plan_id: 1 }, { plan_id: 2, extend: false }]) {
      const refused = await buyer.client.post(PAYMENT_API.createOrder, { ...body, currency: 'INR' });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toEqual({ status: 'error', message: MESSAGES.alreadySubscribed });
    }
    expect(await rowCount(t, orders)).toBe(ordersBefore);

    // Extending with Standard: 90 days after the current end, the very date /plans states.
    const stated = planWindow(currentEnd, 90).endsAt.toISOString();
    const extended = await pay(await createOrder(buyer.client, 2, { extend: true }));
    expect(extended.subscription?.end_date).toBe(stated);
    const user = await userRow(t, buyer.user.id);
    expect(user.subscriptionEnd?.toISOString()).toBe(stated);
    expect(user.subscriptionType).toBe('Standard Plan');
    expect(extended.subscription?.days_remaining).toBe(120);
  });
});
