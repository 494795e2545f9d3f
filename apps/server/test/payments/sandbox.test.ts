// The sandbox gateway's checkout page, its script under our CSP, the pay call, and its absence in
// production. Configuration: Razorpay needs its keys.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_API } from '@ott/contract';
import { loadConfig } from '../../src/config.ts';
import { videos } from '../../src/lib/db/schema.ts';
import { paymentHooks } from '../../src/features/payments/index.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { createOrder, sandboxPay, seedPlans, seedVideos } from './fixtures.ts';

describe('sandbox checkout (development)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedPlans(t);
    await seedVideos(t);
    paymentHooks(t.deps).sandboxWebhooks = false;
  });
  afterAll(() => t.close());

  it('serves a Razorpay-like page: brand, amount in rupees, description, methods in order, buttons', async () => {
    const buyer = await signIn(t);
    const order = await createOrder(buyer.client, 2);
    const res = await buyer.client.get(order.checkout_url ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('TeluguTV+');
    expect(html).toContain('₹499');
    expect(html).toContain('Standard Plan · 90 Days');
    const order_ = ['PhonePe', 'Google Pay', 'Paytm', 'UPI ID', 'Card', 'Net banking'].map((m) =>
      html.indexOf(`<strong>${m}</strong>`),
    );
    expect(order_.every((i) => i > 0)).toBe(true);
    expect([...order_].sort((a, b) => a - b)).toEqual(order_);
    expect(html).toMatch(/id="pay"[^>]*>Pay ₹499/);
    expect(html).toContain('id="fail"');
    expect(html).toContain('aria-label="Close checkout"');
    // No inline script: only a JSON data block and the external script, allowed by our CSP.
    expect(html).not.toMatch(/<script>(?!<)/);
    expect(html).toContain('<script src="/sandbox/checkout.js" defer></script>');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const js = await buyer.client.get('/sandbox/checkout.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.body).toContain("message.source = 'ott-sandbox-checkout'");
    for (const type of ["type: 'success'", "type: 'failed'", "type: 'dismissed'"])
      expect(js.body).toContain(type);
  });

  it("describes a rental as 'Rent {title} for {n} days' and 404s unknown orders", async () => {
    const buyer = await signIn(t);
    const [rental] = await t.deps.db.select().from(videos).where(eq(videos.title, 'Rental Movie'));
    const res = await buyer.client.post(PAYMENT_API.createRental, { video_id: rental?.id });
    const page = await buyer.client.get(res.json().checkout_url);
    expect(page.body).toContain('Rent Rental Movie for 2 days');
    expect(page.body).toContain('₹49');
    expect((await buyer.client.get(PAYMENT_API.sandboxCheckout('order_nope'))).statusCode).toBe(
      404,
    );
  });

  it('pay: success is signed, failure carries a provider description, dismiss is empty; a paid order cannot be paid twice', async () => {
    const buyer = await signIn(t);
    const order = await createOrder(buyer.client, 1);
    expect(await sandboxPay(buyer.client, order.order_id, 'dismiss')).toEqual({
      outcome: 'dismiss',
    });
    const failed = await sandboxPay(buyer.client, order.order_id, 'failure', 'upi_phonepe');
    expect(failed).toMatchObject({
      outcome: 'failure',
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed due to insufficient funds',
        step: 'payment_authorization',
      },
    });
    const ok = await sandboxPay(buyer.client, order.order_id, 'success', 'netbanking');
    expect(ok).toMatchObject({ outcome: 'success', razorpay_order_id: order.order_id });
    const again = await buyer.client.post(PAYMENT_API.sandboxPay, {
      order_id: order.order_id,
      method: 'card',
      outcome: 'success',
    });
    expect(again.statusCode).toBe(400);
    expect(
      (
        await buyer.client.post(PAYMENT_API.sandboxPay, {
          order_id: 'order_nope',
          method: 'card',
          outcome: 'success',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await buyer.client.post(PAYMENT_API.sandboxPay, {
          order_id: order.order_id,
          method: 'bitcoin',
          outcome: 'success',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      ALLOW_DEV_SETTINGS_IN_PRODUCTION: 'true',
      SESSION_SECRET: 'production-session-secret-0123456789',
      MEDIA_SIGNING_SECRET: 'production-media-secret-0123456789',
    });
    await seedPlans(t);
  });
  afterAll(() => t.close());

  it('has no sandbox: no checkout page, no script, no pay call, and orders carry no checkout_url', async () => {
    const client = new TestClient(t.app);
    const page = await client.get(PAYMENT_API.sandboxCheckout('order_x'));
    expect(page.body).not.toContain('ott-sandbox');
    expect(page.body).not.toContain('Sandbox');
    const js = await client.get('/sandbox/checkout.js');
    expect(js.body).not.toContain('ott-sandbox-checkout');
    expect(
      (
        await client.post(PAYMENT_API.sandboxPay, {
          order_id: 'order_x',
          method: 'card',
          outcome: 'success',
        })
      ).statusCode,
    ).toBe(404);
    const buyer = await signIn(t);
    expect((await createOrder(buyer.client, 1)).checkout_url).toBeNull();
  });
});

describe('configuration', () => {
  it('refuses PAYMENT_GATEWAY=razorpay without its keys, naming them', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ALLOW_DEV_SETTINGS_IN_PRODUCTION: 'true',
        SESSION_SECRET: 'production-session-secret-0123456789',
        MEDIA_SIGNING_SECRET: 'production-media-secret-0123456789',
        PAYMENT_GATEWAY: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_live_x',
      }),
    ).toThrow(/RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'razorpay' })).toThrow(/RAZORPAY_KEY_ID/);
    const ok = loadConfig({
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'k',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
    });
    expect(ok.razorpay).toEqual({
      keyId: 'k',
      keySecret: 's',
      webhookSecret: 'w',
      baseUrl: 'https://api.razorpay.com',
    });
    expect(loadConfig({}).paymentGateway).toBe('sandbox');
  });
});
