// The reconciliation view (issue 17.2): recent orders whose state differs from the gateway's, asked
// on demand through the same gateway calls the reconcile job makes. Unpaid here but captured there
// ('paid_at_gateway'), or paid here and captured again there with no refund of ours for it
// ('second_capture'). Read-only: settling is POST .../settle/ (settle-order.route.ts).
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { ReconcileMismatch } from '@ott/contract';
import type { Deps } from '../../lib/deps.ts';
import { orders, refunds } from '../../lib/db/schema.ts';
import { mapWithConcurrency } from '../../lib/map-with-concurrency.ts';
import { capturedPayments, duplicateCaptureKey, paymentGateway } from '../payments/index.ts';
import { selectOrderRows, toOrderRow } from './order-rows.ts';

const DAY_MS = 86_400_000;
/** Orders of each kind (unpaid, paid) asked about per view, newest first; gateway calls at once. */
const SCAN_LIMIT = 100;
const CONCURRENCY = 8;

async function candidates(deps: Deps, since: Date) {
  const recent = and(eq(orders.gateway, paymentGateway(deps).name), gt(orders.createdAt, since));
  const query = (state: ReturnType<typeof and>) =>
    selectOrderRows(deps.db).where(and(recent, state)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(SCAN_LIMIT);
  const [unpaid, paid] = await Promise.all([
    query(and(isNull(orders.fulfilledAt), inArray(orders.status, ['created', 'attempted', 'expired', 'failed']))),
    query(eq(orders.status, 'paid')),
  ]);
  return [...unpaid, ...paid];
}

export async function findMismatches(deps: Deps, days: number, now = new Date()) {
  const rows = await candidates(deps, new Date(now.getTime() - days * DAY_MS));
  const gateway = paymentGateway(deps);
  const found = await mapWithConcurrency(rows, CONCURRENCY, async (row): Promise<ReconcileMismatch | null> => {
    const captured = capturedPayments(await gateway.fetchOrderPayments(row.order.gatewayOrderId));
    const total = captured.reduce((sum, p) => sum + p.amount, 0);
    const order = toOrderRow(row);
    if (!row.order.fulfilledAt) {
      return captured.length > 0 ? { order, kind: 'paid_at_gateway', gateway_status: 'paid', gateway_captured_paise: total } : null;
    }
    const others = captured.filter((p) => p.id !== row.order.gatewayPaymentId && p.status === 'captured');
    if (others.length === 0) return null;
    const keys = others.map((p) => duplicateCaptureKey(p.id));
    const known = await deps.db.select({ key: refunds.idempotencyKey }).from(refunds).where(inArray(refunds.idempotencyKey, keys));
    if (known.length === others.length) return null;
    return { order, kind: 'second_capture', gateway_status: 'paid', gateway_captured_paise: total };
  });
  return { checked: rows.length, mismatches: found.filter((m): m is ReconcileMismatch => m !== null) };
}
