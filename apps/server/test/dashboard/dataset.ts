// A small known dataset for the dashboard tests, every time in the India days of January 2024
// (long before any row the sign-ins write), with `NOW` at noon IST on 20 January.
import { adEvents, advertisements, orders, payments, refunds, rentals, subscriptionGrants, users, videoViews } from '../../src/lib/db/schema.ts';
import { addWatchSeconds } from '../../src/features/dashboard/index.ts';
import type { TestApp } from '../helper.ts';
import { seedPlans, seedVideos } from '../payments/fixtures.ts';

export const NOW = new Date('2024-01-20T06:30:00Z');
/** Noon IST of a January 2024 day, shifted by hours. */
export const jan = (day: number, hours = 0) => new Date(Date.UTC(2024, 0, day, 6 + hours, 30));

let phones = 9_400_000_000;
async function viewer(t: TestApp, createdAt: Date, subscriptionEnd: Date | null) {
  const phone = String(phones++);
  const [row] = await t.deps.db
    .insert(users)
    .values({ phone, referralCode: `D${phone}`, createdAt, subscriptionEnd, subscriptionStart: subscriptionEnd ? createdAt : null })
    .returning();
  return row!;
}

async function paidOrder(t: TestApp, userId: number, amountPaise: number, at: Date, status = 'captured') {
  const receipt = `dash_${userId}_${amountPaise}_${status}`;
  const [order] = await t.deps.db
    .insert(orders)
    .values({ gatewayOrderId: `order_${receipt}`, gateway: 'sandbox', receipt, userId, kind: 'subscription', planId: 1, amountPaise, createdAt: at })
    .returning();
  const [payment] = await t.deps.db
    .insert(payments)
    .values({ gatewayPaymentId: `pay_${receipt}`, orderId: order!.id, userId, amountPaise, status, createdAt: at })
    .returning();
  return { order: order!, payment: payment! };
}

export async function seedDashboardData(t: TestApp) {
  const { db } = t.deps;
  await seedPlans(t);
  const titles = await seedVideos(t);
  // A renews without a break (one run, still on); B's run ends on the 13th; C's code grant runs to
  // 12 February but a refund cut C's window to the 14th. D signs up at 01:30 IST on the 12th.
  const a = await viewer(t, jan(10, -2), jan(25));
  const b = await viewer(t, jan(10, -1), jan(13));
  const c = await viewer(t, jan(10), jan(14));
  await viewer(t, new Date('2024-01-11T20:00:00Z'), null);
  const grant = (userId: number, startsAt: Date, endsAt: Date, source = 'order') => ({ userId, planId: 1, source, startsAt, endsAt, createdAt: startsAt });
  await db.insert(subscriptionGrants).values([
    grant(a.id, jan(10), jan(15)),
    grant(a.id, jan(15), jan(25)),
    grant(b.id, jan(11), jan(13)),
    grant(c.id, jan(12), jan(43), 'code'),
  ]);
  await paidOrder(t, a.id, 19_900, jan(10));
  const bPaid = await paidOrder(t, b.id, 49_900, jan(11));
  await paidOrder(t, c.id, 19_900, jan(11), 'failed');
  await db.insert(refunds).values([
    { ...refundOf(bPaid), amountPaise: 10_050, status: 'processed', idempotencyKey: 'dash-r1', createdAt: jan(12), updatedAt: jan(12) },
    // Asked for but not paid out yet: not revenue taken back.
    { ...refundOf(bPaid), amountPaise: 100, status: 'pending', idempotencyKey: 'dash-r2', createdAt: jan(12), updatedAt: jan(12) },
  ]);
  const rentalOrder = await paidOrder(t, a.id, 4_900, jan(11));
  await db.insert(rentals).values({
    userId: a.id, videoId: titles.rental.id, orderId: rentalOrder.order.id, pricePaise: 4_900, durationDays: 2,
    startsAt: jan(11), expiresAt: jan(13), createdAt: jan(11),
  });
  const [ad] = await db.insert(advertisements).values({ title: 'Dash ad', adType: 'banner' }).returning();
  await db.insert(adEvents).values([
    ...[1, 2, 3, 4].map((n) => ({ adId: ad!.id, kind: 'impression', viewKey: `v:i${n}`, createdAt: jan(12) })),
    { adId: ad!.id, kind: 'click', viewKey: 'v:c1', createdAt: jan(12) },
  ]);
  const views = (videoId: number, at: Date, n: number) =>
    Array.from({ length: n }, (_, i) => ({ videoId, viewKey: `v:${videoId}-${at.getTime()}-${i}`, createdAt: at }));
  await db.insert(videoViews).values([...views(titles.free.id, jan(11), 3), ...views(titles.paid.id, jan(12), 1), ...views(titles.paid.id, jan(20, -1), 3)]);
  await addWatchSeconds(db, titles.free.id, 900, jan(11));
  await addWatchSeconds(db, titles.paid.id, 600, jan(12));
  return { titles, users: { a, b, c } };
}

const refundOf = ({ payment }: { payment: typeof payments.$inferSelect }) => ({
  paymentId: payment.id, orderId: payment.orderId, userId: payment.userId, kind: 'operator',
});
