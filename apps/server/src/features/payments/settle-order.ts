// Asking the gateway what happened to an order (Razorpay's safety net: GET /v1/orders/{id}/payments)
// and feeding the answer into the same forward-only state machine the webhook feeds.
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { orders, payments } from '../../lib/db/schema.ts';
import { paymentGateway, type GatewayPayment } from './gateway/index.ts';
import type { AuditActor } from '../admin/record-audit.ts';
import { fulfilOrder, type OrderRow } from './fulfil-order.ts';

export type OrderStatus = 'completed' | 'pending' | 'failed' | 'expired';

export interface FailedPayment {
  gatewayPaymentId: string;
  amountPaise: number;
  method: string | null;
  errorCode: string | null;
  errorDescription: string | null;
}

/** Records a failed attempt; never overwrites a captured payment, never moves an order back. */
export async function recordPaymentFailure(deps: Deps, order: OrderRow, failure: FailedPayment): Promise<void> {
  await deps.db
    .insert(payments)
    .values({
      gatewayPaymentId: failure.gatewayPaymentId,
      orderId: order.id,
      userId: order.userId,
      amountPaise: failure.amountPaise,
      method: failure.method,
      status: 'failed',
      errorCode: failure.errorCode,
      errorDescription: failure.errorDescription,
    })
    .onConflictDoNothing();
  await deps.db
    .update(orders)
    .set({ status: 'attempted', updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'created')));
}

/** The payments the gateway took money for (a refunded one was captured first). */
export const capturedPayments = (list: readonly GatewayPayment[]) =>
  list.filter((p) => p.status === 'captured' || p.status === 'refunded');

/**
 * Issue 17.2: asks the gateway about a paid order; a capture other than the one that paid it is a
 * second capture, recorded and refunded once by fulfilOrder. Returns how many this call recorded.
 */
export async function settleSecondCaptures(deps: Deps, order: OrderRow, now = new Date(), actor?: AuditActor): Promise<number> {
  const list = await paymentGateway(deps).fetchOrderPayments(order.gatewayOrderId);
  let recorded = 0;
  for (const p of capturedPayments(list)) {
    if (p.id === order.gatewayPaymentId) continue;
    const outcome = await fulfilOrder(deps, order.id, { gatewayPaymentId: p.id, amountPaise: p.amount, method: p.method }, now, actor);
    if (outcome.result === 'duplicate-capture' && outcome.refundId !== null) recorded += 1;
  }
  await deps.db.update(orders).set({ gatewayCheckedAt: now }).where(eq(orders.id, order.id));
  return recorded;
}

/** Settles one order from the gateway's books; returns the status the client should see. */
export async function settleOrder(deps: Deps, order: OrderRow, actor?: AuditActor): Promise<OrderStatus> {
  if (order.fulfilledAt) return 'completed';
  const list = await paymentGateway(deps).fetchOrderPayments(order.gatewayOrderId);
  // Every captured payment goes through fulfilOrder: the first pays the order, any other is a
  // second capture (issue 17.2), recorded and refunded there.
  const captured = capturedPayments(list);
  if (captured.length > 0) {
    let status: OrderStatus = 'failed';
    for (const p of captured) {
      const outcome = await fulfilOrder(deps, order.id, { gatewayPaymentId: p.id, amountPaise: p.amount, method: p.method }, new Date(), actor);
      if (outcome.result !== 'amount-mismatch') status = 'completed';
    }
    return status;
  }
  const failed = list.filter((p) => p.status === 'failed');
  for (const p of failed) {
    await recordPaymentFailure(deps, order, {
      gatewayPaymentId: p.id,
      amountPaise: p.amount,
      method: p.method,
      errorCode: p.error_code,
      errorDescription: p.error_description,
    });
  }
  if (order.status === 'expired') return 'expired';
  return failed.length > 0 && failed.length === list.length ? 'failed' : 'pending';
}
