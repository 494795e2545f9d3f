// The viewer page's sections (issue 17.1), each the newest VIEWER_SECTION_LIMIT rows of one table,
// read with the user-scoped indexes the viewers' own screens use. Money in rupees as the API shows it.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import {
  maskIpAddress,
  paiseToRupees,
  userAgentName,
  VIEWER_SECTION_LIMIT,
  type ViewerDetailResponse,
} from '@ott/contract';
import {
  devices,
  orders,
  plans,
  rentals,
  sessions,
  subscriptionGrants,
  users,
  videos,
  walletTransactions,
  watchProgress,
  withdrawals,
} from '../../lib/db/schema.ts';
import type { Queryable } from '../auth/index.ts';
import { balancePaise } from '../wallet/index.ts';

type Detail = Omit<ViewerDetailResponse, 'status' | 'viewer'>;
const LIMIT = VIEWER_SECTION_LIMIT;
const iso = (date: Date | null) => date?.toISOString() ?? null;

async function grantsOf(db: Queryable, userId: number) {
  const rows = await db
    .select({ grant: subscriptionGrants, planName: plans.name })
    .from(subscriptionGrants)
    .leftJoin(plans, eq(plans.id, subscriptionGrants.planId))
    .where(eq(subscriptionGrants.userId, userId))
    .orderBy(desc(subscriptionGrants.createdAt), desc(subscriptionGrants.id))
    .limit(LIMIT);
  return rows.map(({ grant, planName }) => ({
    id: grant.id,
    plan_name: planName,
    source: grant.source,
    starts_at: grant.startsAt.toISOString(),
    ends_at: grant.endsAt.toISOString(),
    created_at: grant.createdAt.toISOString(),
  }));
}

async function rentalsOf(db: Queryable, userId: number, now: Date) {
  const rows = await db
    .select({ rental: rentals, title: videos.title })
    .from(rentals)
    .innerJoin(videos, eq(videos.id, rentals.videoId))
    .where(eq(rentals.userId, userId))
    .orderBy(desc(rentals.createdAt), desc(rentals.id))
    .limit(LIMIT);
  return rows.map(({ rental, title }) => ({
    id: rental.id,
    video_id: rental.videoId,
    title,
    price: paiseToRupees(rental.pricePaise),
    starts_at: rental.startsAt.toISOString(),
    expires_at: rental.expiresAt.toISOString(),
    is_active: rental.expiresAt > now,
  }));
}

async function devicesOf(db: Queryable, userId: number) {
  const rows = await db
    .select()
    .from(devices)
    .where(eq(devices.userId, userId))
    .orderBy(desc(devices.lastActive))
    .limit(LIMIT);
  return rows.map((d) => ({
    id: d.id,
    device_name: d.deviceName,
    device_type: d.deviceType,
    is_active: d.isActive,
    last_active: d.lastActive.toISOString(),
  }));
}

async function sessionsOf(db: Queryable, userId: number, now: Date) {
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.id))
    .limit(LIMIT);
  return rows.map((s) => ({
    id: s.id,
    name: userAgentName(s.userAgent),
    ip_address: maskIpAddress(s.ip),
    created_at: s.createdAt.toISOString(),
    last_seen_at: s.lastSeenAt.toISOString(),
    is_live: s.revokedAt === null && s.expiresAt > now,
    revoked_reason: s.revokedReason,
  }));
}

async function watchHistoryOf(db: Queryable, userId: number) {
  const rows = await db
    .select({ progress: watchProgress, title: videos.title })
    .from(watchProgress)
    .innerJoin(videos, eq(videos.id, watchProgress.videoId))
    .where(eq(watchProgress.userId, userId))
    .orderBy(desc(watchProgress.updatedAt))
    .limit(LIMIT);
  return rows.map(({ progress, title }) => ({
    video_id: progress.videoId,
    title,
    position_seconds: progress.positionSeconds,
    duration_seconds: progress.durationSeconds,
    completed: progress.completed,
    updated_at: progress.updatedAt.toISOString(),
  }));
}

async function walletOf(db: Queryable, userId: number) {
  const rows = await db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId))
    .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
    .limit(LIMIT);
  return {
    balance: paiseToRupees(await balancePaise(db, userId)),
    transactions: rows.map((row) => ({
      id: row.id,
      transaction_type: row.type,
      amount: paiseToRupees(row.amountPaise),
      status: row.status,
      description: row.description,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

async function referralsOf(db: Queryable, userId: number) {
  const invited = and(eq(users.referredById, userId), isNull(users.deletedAt));
  const [counted] = await db.select({ total: count() }).from(users).where(invited);
  const rows = await db
    .select({
      id: users.id,
      phone: users.phone,
      firstName: users.firstName,
      lastName: users.lastName,
      referredAt: users.referredAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(invited)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(LIMIT);
  return {
    total: counted?.total ?? 0,
    referred_users: rows.map((r) => ({
      id: r.id,
      phone: r.phone,
      first_name: r.firstName,
      last_name: r.lastName,
      joined_at: (r.referredAt ?? r.createdAt).toISOString(),
    })),
  };
}

async function ordersOf(db: Queryable, userId: number) {
  const rows = await db
    .select({ order: orders, planName: plans.name, videoTitle: videos.title })
    .from(orders)
    .leftJoin(plans, eq(plans.id, orders.planId))
    .leftJoin(videos, eq(videos.id, orders.videoId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(LIMIT);
  return rows.map(({ order, planName, videoTitle }) => ({
    id: order.id,
    order_id: order.gatewayOrderId,
    kind: order.kind,
    item: planName ?? videoTitle,
    amount: paiseToRupees(order.amountPaise),
    status: order.status,
    created_at: order.createdAt.toISOString(),
    paid_at: iso(order.paidAt),
  }));
}

async function withdrawalsOf(db: Queryable, userId: number) {
  const rows = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(LIMIT);
  return rows.map((w) => ({
    id: w.id,
    amount: paiseToRupees(w.amountPaise),
    status: w.status,
    failure_reason: w.failureReason,
    created_at: w.createdAt.toISOString(),
    settled_at: iso(w.settledAt),
  }));
}

/** Every section of the viewer page; the reads run side by side. */
export async function loadViewerSections(
  db: Queryable,
  userId: number,
  now = new Date(),
): Promise<Detail> {
  const [
    subscription_grants,
    rentalRows,
    deviceRows,
    sessionRows,
    watch_history,
    wallet,
    referrals,
    orderRows,
    withdrawalRows,
  ] = await Promise.all([
    grantsOf(db, userId),
    rentalsOf(db, userId, now),
    devicesOf(db, userId),
    sessionsOf(db, userId, now),
    watchHistoryOf(db, userId),
    walletOf(db, userId),
    referralsOf(db, userId),
    ordersOf(db, userId),
    withdrawalsOf(db, userId),
  ]);
  return {
    subscription_grants,
    rentals: rentalRows,
    devices: deviceRows,
    sessions: sessionRows,
    watch_history,
    wallet,
    referrals,
    orders: orderRows,
    withdrawals: withdrawalRows,
  };
}
