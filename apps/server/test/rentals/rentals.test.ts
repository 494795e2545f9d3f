// Rentals: create (first price entry, tampering, reuse), verify, check, expiry, and entitlement on
// both sides (API stream URLs and the media origin).
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderResponse, PAYMENT_API, RentalCheckResponse, Video, VerifyRentalResponse } from '@ott/contract';
import { domainEvents, orders, rentals } from '../../src/lib/db/schema.ts';
import { paymentHooks } from '../../src/features/payments/index.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { randomPhone, rowCount, signIn } from '../auth/sign-in.ts';
import { sandboxPay, seedPlans, seedVideos, successOf } from '../payments/fixtures.ts';

let t: TestApp;
let vids: Awaited<ReturnType<typeof seedVideos>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
  vids = await seedVideos(t);
  paymentHooks(t.deps).sandboxWebhooks = false;
  const file = path.join(t.deps.config.mediaDir, 'protected/test/rental-movie/master.m3u8');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '#EXTM3U\n');
  // Packaged directories hold the plan-capped copies too (issue 18.2); a renter without a plan gets HD.
  fs.writeFileSync(file.replace('master.m3u8', 'master.h720.m3u8'), '#EXTM3U\n');
});
afterAll(() => t.close());

async function rent(client: TestClient, extra: Record<string, unknown> = {}) {
  const res = await client.post(PAYMENT_API.createRental, { video_id: vids.rental.id, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return OrderResponse.parse(res.json());
}

describe('POST /users/api/rentals/create/', () => {
  it('prices from the first price entry and refuses disagreeing client values', async () => {
    const { client, phone } = await signIn(t);
    const order = await rent(client, { phone, rental_price: 49, rental_duration: 2 });
    expect(order).toMatchObject({ amount: 4_900, currency: 'INR', key_id: 'rzp_test_sandbox' });
    for (const bad of [{ rental_price: 99 }, { rental_duration: 7 }, { rental_price: 1, rental_duration: 2 }]) {
      const res = await client.post(PAYMENT_API.createRental, { video_id: vids.rental.id, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    // The same video within 30 minutes reuses the order.
    expect((await rent(client)).order_id).toBe(order.order_id);
  });

  it('refuses non-rental titles, unknown videos, bad input, visitors and other phones', async () => {
    const { client } = await signIn(t);
    expect((await client.post(PAYMENT_API.createRental, { video_id: vids.paid.id })).statusCode).toBe(400);
    expect((await client.post(PAYMENT_API.createRental, { video_id: 999_999 })).statusCode).toBe(404);
    expect((await client.post(PAYMENT_API.createRental, { video_id: 'abc' })).statusCode).toBe(400);
    expect((await new TestClient(t.app).post(PAYMENT_API.createRental, { video_id: vids.rental.id })).statusCode).toBe(401);
    const before = await rowCount(t, orders);
    expect((await client.post(PAYMENT_API.createRental, { video_id: vids.rental.id, phone: randomPhone() })).statusCode).toBe(403);
    expect(await rowCount(t, orders)).toBe(before);
  });

  it('accepts the bearer token (SPEC 7)', async () => {
    const { token } = await signIn(t);
    const res = await t.app.inject({ method: 'POST', url: PAYMENT_API.createRental, headers: { authorization: `Bearer ${token}` }, payload: { video_id: vids.rental.id } });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('rent, verify, check, watch', () => {
  it('a renter gets signed stream URLs the media origin serves; others get nothing', async () => {
    const renter = await signIn(t);
    const stranger = await signIn(t);
    const videoUrl = `/api/videos/${vids.rental.id}/`;

    // Not entitled: no stream URL, and the protected path itself is refused.
    const before = Video.parse((await renter.client.get(videoUrl)).json());
    expect(before.hls_url).toBeNull();
    expect((await renter.client.get('/media/protected/test/rental-movie/master.m3u8')).statusCode).toBe(403);
    const none = await renter.client.get(`${PAYMENT_API.checkRental}?video_id=${vids.rental.id}&phone=${renter.phone}`);
    expect(RentalCheckResponse.parse(none.json()).rental).toBeNull();

    const order = await rent(renter.client);
    const handler = successOf(await sandboxPay(renter.client, order.order_id, 'success', 'card'));
    // Another user cannot verify (or see) the renter's order.
    expect((await stranger.client.post(PAYMENT_API.verifyRental, { ...handler, video_id: vids.rental.id })).statusCode).toBe(404);
    // The video must be the order's.
    expect((await renter.client.post(PAYMENT_API.verifyRental, { ...handler, video_id: vids.paid.id })).statusCode).toBe(400);
    expect((await renter.client.post(PAYMENT_API.verifyRental, { ...handler, razorpay_signature: 'bad', video_id: vids.rental.id })).statusCode).toBe(400);

    for (let i = 0; i < 2; i += 1) {
      const res = await renter.client.post(PAYMENT_API.verifyRental, { ...handler, video_id: vids.rental.id, phone: renter.phone, rental_duration: 2 });
      expect(res.statusCode, res.body).toBe(200);
      const body = VerifyRentalResponse.parse(res.json());
      expect(body).toMatchObject({ status: 'success', message: 'Payment successful! You can now watch the movie.' });
      expect(body.rental).toMatchObject({ video_id: vids.rental.id, rental_price: 49, rental_duration: 2, is_active: true });
    }
    const [orderRow] = await t.deps.db.select().from(orders).where(eq(orders.gatewayOrderId, order.order_id));
    expect(await t.deps.db.select().from(rentals).where(eq(rentals.orderId, orderRow?.id ?? -1))).toHaveLength(1);
    // The same event as subscriptions, for the referral issue to decide about rentals.
    const events = await t.deps.db.select().from(domainEvents).where(eq(domainEvents.dedupeKey, order.order_id));
    expect(events.map((e) => [e.type, e.payload])).toEqual([
      ['payment.completed', { user_id: renter.user.id, order_id: order.order_id, amount_paise: 4_900, kind: 'rental', video_id: vids.rental.id }],
    ]);

    const check = await renter.client.get(`${PAYMENT_API.checkRental}?video_id=${vids.rental.id}&phone=${renter.phone}`);
    const { rental } = RentalCheckResponse.parse(check.json());
    expect(rental?.is_active).toBe(true);
    expect(Date.parse(rental?.end_date ?? '') - Date.now()).toBeGreaterThan(2 * 86_400_000 - 60_000);

    // Entitled now: a signed URL that the media origin serves.
    const after = Video.parse((await renter.client.get(videoUrl)).json());
    expect(after.can_play).toBe(true);
    expect(after.hls_url).toMatch(/^\/media\/s\/[\w-]+\/protected\/test\/rental-movie\/master\.h720\.m3u8$/);
    expect((await renter.client.get(after.hls_url ?? '')).statusCode).toBe(200);
    // The stranger still has none.
    expect(Video.parse((await stranger.client.get(videoUrl)).json()).hls_url).toBeNull();
    expect((await stranger.client.get(`${PAYMENT_API.checkRental}?video_id=${vids.rental.id}&phone=${renter.phone}`)).statusCode).toBe(403);

    // Expiry: once expires_at passes the rental is inactive and the URL is withheld again.
    await t.deps.db.update(rentals).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(rentals.userId, renter.user.id));
    const expired = await renter.client.get(`${PAYMENT_API.checkRental}?video_id=${vids.rental.id}`);
    expect(RentalCheckResponse.parse(expired.json()).rental?.is_active).toBe(false);
    expect(Video.parse((await renter.client.get(videoUrl)).json()).hls_url).toBeNull();
  });

  it('check refuses visitors and bad input', async () => {
    expect((await new TestClient(t.app).get(`${PAYMENT_API.checkRental}?video_id=1`)).statusCode).toBe(401);
    const { client } = await signIn(t);
    expect((await client.get(`${PAYMENT_API.checkRental}?video_id=x`)).statusCode).toBe(400);
  });
});
