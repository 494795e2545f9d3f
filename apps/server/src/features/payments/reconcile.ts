// The 'payment-reconcile' job (ARCHITECTURE 7): settles recent unfulfilled orders from the
// gateway's books (browser never came back, webhook missed, crash after capture), then expires
// orders older than 30 minutes that never saw a payment. A late capture still wins over 'expired'.
// Issue 17.2: it also asks about recently paid orders, a few each run (least recently checked
// first), so a second capture whose webhook never came is still recorded and refunded.
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { PAYMENT_ORDER_MAX_AGE_MS } from '@ott/contract';
import type { Deps } from '../../lib/deps.ts';
import { orders } from '../../lib/db/schema.ts';
import { paymentGateway } from './gateway/index.ts';
import { settleOrder, settleSecondCaptures } from './settle-order.ts';

const LOOKBACK_MS = 24 * 3_600_000;
const BATCH = 200;
/** Paid orders asked about per run, and how long one is left alone after being asked. */
const PAID_BATCH = 50;
const PAID_RECHECK_MS = 15 * 60_000;

export interface ReconcileReport {
  checked: number;
  completed: number;
  expired: number;
  errors: number;
  secondCaptures: number;
}

export async function reconcilePayments(deps: Deps, now = new Date()): Promise<ReconcileReport> {
  const gateway = paymentGateway(deps);
  const open = await deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.gateway, gateway.name),
        isNull(orders.fulfilledAt),
        inArray(orders.status, ['created', 'attempted', 'expired', 'paid']),
        gt(orders.createdAt, new Date(now.getTime() - LOOKBACK_MS)),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
  const report: ReconcileReport = { checked: open.length, completed: 0, expired: 0, errors: 0, secondCaptures: 0 };
  for (const order of open) {
    try {
      if ((await settleOrder(deps, order)) === 'completed') report.completed += 1;
    } catch {
      // One bad order must not stop the rest; it is tried again next run.
      report.errors += 1;
    }
  }
  await checkPaidOrders(deps, now, report);
  const expired = await deps.db
    .update(orders)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        inArray(orders.status, ['created', 'attempted']),
        isNull(orders.fulfilledAt),
        lt(orders.createdAt, new Date(now.getTime() - PAYMENT_ORDER_MAX_AGE_MS)),
      ),
    )
    .returning({ id: orders.id });
  report.expired = expired.length;
  return report;
}

async function checkPaidOrders(deps: Deps, now: Date, report: ReconcileReport): Promise<void> {
  const paid = await deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.gateway, paymentGateway(deps).name),
        eq(orders.status, 'paid'),
        gt(orders.createdAt, new Date(now.getTime() - LOOKBACK_MS)),
        or(isNull(orders.gatewayCheckedAt), lt(orders.gatewayCheckedAt, new Date(now.getTime() - PAID_RECHECK_MS))),
      ),
    )
    .orderBy(sql`${orders.gatewayCheckedAt} asc nulls first`, asc(orders.id))
    .limit(PAID_BATCH);
  report.checked += paid.length;
  for (const order of paid) {
    try {
      report.secondCaptures += await settleSecondCaptures(deps, order, now);
    } catch {
      report.errors += 1;
    }
  }
}
