// The one place an order turns into what was bought (ARCHITECTURE 7). Used by verify, check-status,
// the webhook and the reconcile job. Locking the order row and checking fulfilled_at inside one
// transaction makes every path idempotent: however many arrive, one grant, one rental, one event.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { dispatchDomainEventsSafely } from '../../lib/events/index.ts';
import { domainEvents, orders, payments, plans, rentals } from '../../lib/db/schema.ts';
import { recordAudit, type AuditActor } from '../admin/record-audit.ts';
import { paymentHooks } from './hooks.ts';
import { recordDuplicateCapture, sendRefund } from './refund-service.ts';
import { grantSubscription } from './subscription.ts';

export type OrderRow = typeof orders.$inferSelect;

export interface CapturedPayment {
  gatewayPaymentId: string;
  amountPaise: number;
  method?: string | null;
}

export type FulfilOutcome =
  | { result: 'fulfilled'; order: OrderRow }
  | { result: 'already-fulfilled'; order: OrderRow }
  /** Issue 17.2: another payment captured for a paid order; recorded and refunded in full. */
  | { result: 'duplicate-capture'; order: OrderRow; refundId: number | null }
  | { result: 'amount-mismatch'; order: OrderRow };

const DAY_MS = 86_400_000;

export async function fulfilOrder(
  deps: Deps,
  orderId: number,
  payment: CapturedPayment,
  now = new Date(),
  /** Issue 17.2: a finance operator settling the order from the console; audited in this transaction. */
  actor?: AuditActor,
): Promise<FulfilOutcome> {
  const hooks = paymentHooks(deps);
  const outcome = await deps.db.transaction(async (tx): Promise<FulfilOutcome> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new Error(`order ${orderId} not found`);
    if (order.fulfilledAt) {
      if (order.gatewayPaymentId === null || order.gatewayPaymentId === payment.gatewayPaymentId) {
        return { result: 'already-fulfilled', order };
      }
      // A second capture (the payer paid twice): recorded, refunded, never fulfilled again.
      const refundId = await recordDuplicateCapture(tx, order, payment);
      if (actor && refundId !== null) {
        await recordAudit(tx, actor, {
          action: 'payment.settle',
          targetType: 'order',
          targetId: order.id,
          before: { status: order.status, payment_id: order.gatewayPaymentId },
          after: { second_capture: payment.gatewayPaymentId, amount_paise: payment.amountPaise, refund_id: refundId },
        });
      }
      return { result: 'duplicate-capture', order, refundId };
    }

    await tx
      .insert(payments)
      .values({
        gatewayPaymentId: payment.gatewayPaymentId,
        orderId: order.id,
        userId: order.userId,
        amountPaise: payment.amountPaise,
        method: payment.method ?? null,
        status: 'captured',
      })
      .onConflictDoUpdate({
        target: payments.gatewayPaymentId,
        set: { status: 'captured', errorCode: null, errorDescription: null, updatedAt: now },
        setWhere: ne(payments.status, 'refunded'),
      });
    // A payment for a different amount than we asked (should never happen) is recorded, not honoured.
    if (payment.amountPaise !== order.amountPaise) return { result: 'amount-mismatch', order };
    await hooks.afterCapture?.();

    const [fulfilled] = await tx
      .update(orders)
      .set({
        status: 'paid',
        gatewayPaymentId: payment.gatewayPaymentId,
        paidAt: order.paidAt ?? now,
        fulfilledAt: now,
        updatedAt: now,
      })
      .where(and(eq(orders.id, order.id), sql`${orders.fulfilledAt} is null`))
      .returning();
    if (!fulfilled) throw new Error(`order ${order.id} changed under its lock`);

    if (order.kind === 'subscription') {
      const [plan] = await tx.select().from(plans).where(eq(plans.id, order.planId ?? -1));
      if (!plan) throw new Error(`plan ${order.planId} of order ${order.id} not found`);
      await grantSubscription(tx, {
        userId: order.userId,
        // The days recorded on the order (what the payer was shown), the plan's for older orders.
        plan: { id: plan.id, name: plan.name, durationDays: order.rentalDurationDays ?? plan.durationDays },
        source: 'order',
        orderId: order.id,
        now,
      });
    } else {
      const days = order.rentalDurationDays ?? 1;
      await tx.insert(rentals).values({
        userId: order.userId,
        videoId: order.videoId ?? -1,
        orderId: order.id,
        pricePaise: order.amountPaise,
        durationDays: days,
        startsAt: now,
        expiresAt: new Date(now.getTime() + days * DAY_MS),
      });
    }
    // Referral bonuses (and anything else) hang on this event; this code knows none of them.
    await tx
      .insert(domainEvents)
      .values({
        type: 'payment.completed',
        dedupeKey: order.gatewayOrderId,
        payload: {
          user_id: order.userId,
          order_id: order.gatewayOrderId,
          amount_paise: order.amountPaise,
          kind: order.kind,
          ...(order.kind === 'subscription' ? { plan_id: order.planId } : { video_id: order.videoId }),
        },
      })
      .onConflictDoNothing();
    if (actor) {
      await recordAudit(tx, actor, {
        action: 'payment.settle',
        targetType: 'order',
        targetId: order.id,
        before: { status: order.status, payment_id: null },
        after: { status: fulfilled.status, payment_id: payment.gatewayPaymentId, amount_paise: payment.amountPaise },
      });
    }
    return { result: 'fulfilled', order: fulfilled };
  });
  // Only the call that wrote the duplicate's refund row asks the gateway for it.
  if (outcome.result === 'duplicate-capture') {
    if (outcome.refundId !== null) await sendRefund(deps, outcome.refundId);
    return outcome;
  }
  if (outcome.result === 'fulfilled') {
    deps.metrics.paymentsSettled.inc({ kind: outcome.order.kind });
    deps.metrics.paymentsSettledPaise.inc({ kind: outcome.order.kind }, outcome.order.amountPaise);
  }
  // After commit: hand the event to its handlers now (referral bonuses). Never fails the payment:
  // whatever does not happen here, the every-minute 'domain-events' sweep does.
  if (outcome.result !== 'amount-mismatch') {
    await dispatchDomainEventsSafely(deps, {
      only: { type: 'payment.completed', dedupeKey: outcome.order.gatewayOrderId },
    });
  }
  return outcome;
}
