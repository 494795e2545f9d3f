// Orders as the payments console shows them (issue 17.2): the order, its viewer (masked phone),
// what it bought, how many captures it has and how much of its paid payment went back. One query,
// the two counts as correlated subqueries read through payments_order and refunds_order (their outer
// columns spelled out: drizzle leaves columns unqualified in one-table queries).
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { maskPhone, type AdminOrderRow } from '@ott/contract';
import { orders, plans, users, videos } from '../../lib/db/schema.ts';
import type { Queryable } from '../auth/index.ts';
import { encodeCursor } from './order-filters.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function selectOrderRows(db: Queryable) {
  return db
    .select({
      order: orders,
      phone: users.phone,
      planName: plans.name,
      title: videos.title,
      cursorAt: sql<string>`${orders.createdAt}::text`,
      captures: sql<number>`(select count(*)::int from payments p where p.order_id = "orders"."id" and p.status in ('captured', 'refunded'))`,
      refunded: sql<number>`(select coalesce(sum(r.amount_paise), 0)::int from refunds r join payments p on p.id = r.payment_id
        where r.order_id = "orders"."id" and p.gateway_payment_id = "orders"."gateway_payment_id")`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(plans, eq(plans.id, orders.planId))
    .leftJoin(videos, eq(videos.id, orders.videoId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectOrderRows>['execute']>>[number];

export function toOrderRow(row: Selected): AdminOrderRow {
  const { order } = row;
  return {
    id: order.id,
    order_id: order.gatewayOrderId,
    gateway: order.gateway,
    kind: order.kind,
    plan_id: order.planId,
    video_id: order.videoId,
    item: order.kind === 'subscription' ? row.planName : row.title,
    amount_paise: order.amountPaise,
    status: order.status,
    payment_id: order.gatewayPaymentId,
    captures: Number(row.captures),
    refunded_paise: Number(row.refunded),
    viewer: { id: order.userId, phone: maskPhone(row.phone) },
    created_at: order.createdAt.toISOString(),
    paid_at: iso(order.paidAt),
  };
}

/** One keyset page, newest first: the rows and the cursor of the last one (null on the last page). */
export async function orderPage(db: Queryable, where: SQL | undefined, limit: number) {
  const rows = await selectOrderRows(db)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.order.id }) : null;
  return { rows: page.map(toOrderRow), nextCursor };
}

export async function orderRowById(db: Queryable, id: number): Promise<AdminOrderRow | null> {
  const [row] = await selectOrderRows(db).where(eq(orders.id, id)).limit(1);
  return row ? toOrderRow(row) : null;
}
