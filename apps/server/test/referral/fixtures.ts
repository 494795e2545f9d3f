// Shared set-up for referral tests: the real seeded plans and bonus levels, referral chains built
// through the real sign-in-with-invitation path, and paying like the browser does (sandbox).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { PAYMENT_API, VerifyPaymentResponse, VerifyRentalResponse } from '@ott/contract';
import { seedCommerce } from '../../src/features/seed/seed-commerce.ts';
import { domainEvents, walletTransactions } from '../../src/lib/db/schema.ts';
import type { TestApp, TestClient } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { createOrder, sandboxPay, seedVideos, successOf } from '../payments/fixtures.ts';

export type Member = Awaited<ReturnType<typeof signIn>>;

/** Plans 1-3 and bonus levels 1-5 exactly as the demo seed writes them, plus a rental title. */
export async function seedReferralWorld(t: TestApp) {
  await seedCommerce(t.deps.db);
  return seedVideos(t);
}

/** chain[0] ← chain[1] ← … : each member signed in with the previous one's invitation code. */
export async function referralChain(t: TestApp, length: number): Promise<Member[]> {
  const members: Member[] = [];
  for (let i = 0; i < length; i += 1) {
    const previous = members[i - 1];
    members.push(await signIn(t, previous ? { ref: previous.user.referral_code } : {}));
  }
  return members;
}

/**
 * Buys a plan through the sandbox checkout and the browser's verify call; returns the gateway order
 * id. A payer who is already subscribed extends (the explicit `extend` of issue 12).
 */
export async function paySubscription(client: TestClient, planId: number): Promise<string> {
  const order = await createOrder(client, planId, { extend: true });
  const handler = successOf(await sandboxPay(client, order.order_id));
  const res = await client.post(PAYMENT_API.verifyPayment, { ...handler, plan_id: planId });
  expect(res.statusCode, res.body).toBe(200);
  expect(VerifyPaymentResponse.parse(res.json()).status).toBe('success');
  return order.order_id;
}

export async function payRental(client: TestClient, videoId: number): Promise<string> {
  const created = await client.post(PAYMENT_API.createRental, { video_id: videoId });
  expect(created.statusCode, created.body).toBe(200);
  const orderId = (created.json() as { order_id: string }).order_id;
  const handler = successOf(await sandboxPay(client, orderId));
  const res = await client.post(PAYMENT_API.verifyRental, { ...handler, video_id: videoId });
  expect(res.statusCode, res.body).toBe(200);
  expect(VerifyRentalResponse.parse(res.json()).status).toBe('success');
  return orderId;
}

/** Every referral-bonus ledger row of these users, as [user id, level, paise] in user order. */
export async function bonusesOf(t: TestApp, userIds: number[]) {
  if (userIds.length === 0) return [];
  return t.deps.db
    .select()
    .from(walletTransactions)
    .where(and(inArray(walletTransactions.userId, userIds), eq(walletTransactions.type, 'REFERRAL_BONUS')))
    .orderBy(asc(walletTransactions.userId), asc(walletTransactions.id));
}

export async function eventOf(t: TestApp, gatewayOrderId: string) {
  const [row] = await t.deps.db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.type, 'payment.completed'), eq(domainEvents.dedupeKey, gatewayOrderId)));
  if (!row) throw new Error(`no payment.completed event for ${gatewayOrderId}`);
  return row;
}
