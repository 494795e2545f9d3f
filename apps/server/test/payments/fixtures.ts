// Shared set-up for payment, rental and code tests: the SPEC 9 plans, a rental title with a price
// entry, and helpers that pay through the sandbox like the browser's checkout would.
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { OrderResponse, PAYMENT_API, SandboxPayResponse } from '@ott/contract';
import type { z } from 'zod';
import { plans, users, videoPrices, videos } from '../../src/lib/db/schema.ts';
import type { TestApp, TestClient } from '../helper.ts';

export const PLAN_ROWS = [
  { id: 1, name: 'Basic Plan', pricePaise: 19_900, durationDays: 30, features: ['HD'], description: 'Basic' },
  { id: 2, name: 'Standard Plan', pricePaise: 49_900, durationDays: 90, popular: true, features: ['HD'], description: 'Standard' },
  { id: 3, name: 'Premium Plan', pricePaise: 99_900, durationDays: 365, perDayText: '₹2.74/day', badge: 'Best value', features: ['4K'], description: 'Premium' },
];

export async function seedPlans(t: TestApp) {
  await t.deps.db.insert(plans).values(PLAN_ROWS).onConflictDoNothing();
}

/** A rental title (₹49 for 2 days, then a second price entry that must be ignored) and a paid one. */
export async function seedVideos(t: TestApp) {
  const [rental] = await t.deps.db
    .insert(videos)
    .values({ title: 'Rental Movie', videoType: 'rental', hlsPath: 'protected/test/rental-movie/master.m3u8' })
    .returning();
  const [paid] = await t.deps.db.insert(videos).values({ title: 'Paid Movie', videoType: 'paid' }).returning();
  const [free] = await t.deps.db.insert(videos).values({ title: 'Free Movie', videoType: 'free' }).returning();
  if (!rental || !paid || !free) throw new Error('video insert failed');
  await t.deps.db.insert(videoPrices).values([
    { videoId: rental.id, rentalPricePaise: 4_900, rentalDurationDays: 2 },
    { videoId: rental.id, rentalPricePaise: 9_900, rentalDurationDays: 7 },
  ]);
  return { rental, paid, free };
}

export async function createOrder(client: TestClient, planId = 1, extra: Record<string, unknown> = {}) {
  const res = await client.post(PAYMENT_API.createOrder, { plan_id: planId, currency: 'INR', ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return OrderResponse.parse(res.json());
}

type PayResult = z.infer<typeof SandboxPayResponse>;

export async function sandboxPay(
  client: TestClient,
  orderId: string,
  outcome: 'success' | 'failure' | 'dismiss' = 'success',
  method: 'upi_phonepe' | 'upi_gpay' | 'upi_paytm' | 'upi' | 'card' | 'netbanking' = 'upi_gpay',
): Promise<PayResult> {
  const res = await client.post(PAYMENT_API.sandboxPay, { order_id: orderId, method, outcome });
  expect(res.statusCode, res.body).toBe(200);
  return SandboxPayResponse.parse(res.json());
}

export function successOf(result: PayResult) {
  if (result.outcome !== 'success') throw new Error(`expected success, got ${result.outcome}`);
  const { outcome: _outcome, ...handler } = result;
  return handler;
}

export async function userRow(t: TestApp, id: number) {
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('user not found');
  return row;
}

/** Posts a Razorpay-shaped webhook signed with the sandbox webhook secret (or a given signature). */
export async function postWebhook(
  t: TestApp,
  body: object,
  opts: { eventId?: string; signature?: string; raw?: string } = {},
) {
  const { hmacHex, sandboxSecrets } = await import('../../src/features/payments/index.ts');
  const payload = opts.raw ?? JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: PAYMENT_API.razorpayWebhook,
    payload,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': opts.signature ?? hmacHex(sandboxSecrets(t.deps.config.sessionSecret).webhookSecret, payload),
      ...(opts.eventId ? { 'x-razorpay-event-id': opts.eventId } : {}),
    },
  });
}

export function paymentEvent(
  event: 'payment.captured' | 'payment.failed' | 'order.paid',
  p: { orderId: string; paymentId: string; amount: number; errorDescription?: string },
) {
  const entity = {
    id: p.paymentId,
    entity: 'payment',
    amount: p.amount,
    currency: 'INR',
    status: event === 'payment.failed' ? 'failed' : 'captured',
    order_id: p.orderId,
    method: 'upi',
    error_code: p.errorDescription ? 'BAD_REQUEST_ERROR' : null,
    error_description: p.errorDescription ?? null,
  };
  return {
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
    payload: { payment: { entity }, ...(event === 'order.paid' ? { order: { entity: { id: p.orderId, entity: 'order', status: 'paid' } } } : {}) },
    created_at: Math.floor(Date.now() / 1000),
  };
}
