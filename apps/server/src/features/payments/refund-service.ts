// Refunds (issue 17.2, docs/decisions.md 'Refunds and double captures'). One transaction under the
// order's row lock writes the refund (pending), shortens or ends what the order bought, takes back
// the referral bonuses it paid (BONUS_REVERSAL ledger rows) and the audit row; the gateway is asked
// after the commit, and the answer marks the refund processed or failed. A failed refund keeps its
// entitlement change and bonus reversal (the money is owed) and is retried by its idempotency key.
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { MESSAGES, REFUND_MESSAGES } from '@ott/contract';
import type { Deps } from '../../lib/deps.ts';
import { auditLog, orders, payments, plans, refunds, rentals, users, walletTransactions } from '../../lib/db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { dispatchDomainEventsSafely } from '../../lib/events/index.ts';
import type { Queryable } from '../auth/db-types.ts';
import { recordAudit, type AuditActor } from '../admin/record-audit.ts';
import { lockWallet, recordTransaction, sourceKeys } from '../wallet/ledger.ts';
import { claimRetry, sendRefund, type RefundRow } from './refund-send.ts';

export { sendRefund, type RefundRow };
type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

const DAY_MS = 86_400_000;

export interface RefundRequest {
  orderId: number;
  /** Left out: everything not yet refunded of the order's paid payment. */
  amountPaise?: number;
  reason: string;
  idempotencyKey: string;
  actor: AuditActor;
}

export interface RefundOutcome {
  refund: RefundRow;
  paymentId: string;
  refundedPaise: number;
  remainingPaise: number;
}

/** Every refund row counts against the payment, failed ones too: they are retried, never dropped. */
async function refundedSoFar(tx: Queryable, paymentRowId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentRowId));
  return Number(row?.total ?? 0);
}

/** The order's share of time already taken back after `refunded` of `paid` paise (floor, ms). */
function takenBackMs(totalMs: number, refunded: number, paid: number): number {
  if (refunded >= paid) return totalMs;
  return Math.floor((totalMs * refunded) / paid);
}

/** The bonus already taken back after `refunded` of `paid` paise (floor; all of it when full). */
function reversedShare(bonus: number, refunded: number, paid: number): number {
  if (refunded >= paid) return bonus;
  return Math.floor((bonus * refunded) / paid);
}

/** Shortens (or ends) the subscription time or rental the order bought; returns what changed. */
async function shortenEntitlement(
  tx: Queryable,
  order: OrderRow,
  before: number,
  after: number,
  now: Date,
): Promise<Record<string, string | number | null>> {
  const paid = order.amountPaise;
  if (order.kind === 'subscription') {
    let days = order.rentalDurationDays;
    if (days === null) {
      const [plan] = await tx.select({ days: plans.durationDays }).from(plans).where(eq(plans.id, order.planId ?? -1));
      days = plan?.days ?? 0;
    }
    const totalMs = days * DAY_MS;
    const cutMs = takenBackMs(totalMs, after, paid) - takenBackMs(totalMs, before, paid);
    const [user] = await tx.select().from(users).where(eq(users.id, order.userId)).for('update');
    if (!user?.subscriptionEnd || cutMs <= 0) return { subscription_end: user?.subscriptionEnd?.toISOString() ?? null };
    // The order's days come off the end of the window (later purchases stacked after them move up).
    const end = new Date(user.subscriptionEnd.getTime() - cutMs);
    await tx.update(users).set({ subscriptionEnd: end, updatedAt: now }).where(eq(users.id, user.id));
    return { subscription_end_before: user.subscriptionEnd.toISOString(), subscription_end: end.toISOString(), removed_ms: cutMs };
  }
  const [rental] = await tx.select().from(rentals).where(eq(rentals.orderId, order.id)).for('update');
  if (!rental) return { rental_expires: null };
  const totalMs = rental.durationDays * DAY_MS;
  const cutMs = takenBackMs(totalMs, after, paid) - takenBackMs(totalMs, before, paid);
  let expires = new Date(rental.expiresAt.getTime() - cutMs);
  // A full refund ends the rental now, whatever is left of it.
  if (after >= paid && expires.getTime() > now.getTime()) expires = now;
  if (expires.getTime() !== rental.expiresAt.getTime()) {
    await tx.update(rentals).set({ expiresAt: expires }).where(eq(rentals.id, rental.id));
  }
  return { rental_expires_before: rental.expiresAt.toISOString(), rental_expires: expires.toISOString() };
}

/**
 * Takes back, from each referrer, the refunded share of the bonus this order paid them: a
 * BONUS_REVERSAL debit keyed by refund and level. A referrer who already withdrew the bonus goes
 * below zero (a debt later bonuses pay off); money is never lost and the balance stays the sum.
 */
async function reverseBonuses(
  tx: Queryable,
  order: OrderRow,
  refund: RefundRow,
  before: number,
  after: number,
): Promise<number> {
  const bonuses = await tx
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.type, 'REFERRAL_BONUS'),
        eq(walletTransactions.status, 'COMPLETED'),
        like(walletTransactions.sourceKey, `bonus:${order.gatewayOrderId}:L%`),
      ),
    )
    // Nearest referrer first: the order bonus-handler.ts locks wallets in.
    .orderBy(asc(walletTransactions.level));
  let total = 0;
  for (const bonus of bonuses) {
    const level = bonus.level ?? 0;
    const amount =
      reversedShare(bonus.amountPaise, after, order.amountPaise) - reversedShare(bonus.amountPaise, before, order.amountPaise);
    if (amount <= 0) continue;
    await lockWallet(tx, bonus.userId);
    const row = await recordTransaction(tx, {
      userId: bonus.userId,
      type: 'BONUS_REVERSAL',
      amountPaise: amount,
      status: 'COMPLETED',
      sourceKey: sourceKeys.bonusReversal(refund.id, level),
      description: `Level ${level} referral bonus reversed: the payment was refunded`,
      sourceUserId: bonus.sourceUserId,
      level,
    });
    if (row) total += amount;
  }
  return total;
}

async function outcomeOf(deps: Deps, refund: RefundRow): Promise<RefundOutcome> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, refund.paymentId));
  if (!payment) throw new Error(`refund ${refund.id}: payment missing`);
  const refunded = await refundedSoFar(deps.db, payment.id);
  return { refund, paymentId: payment.gatewayPaymentId, refundedPaise: refunded, remainingPaise: payment.amountPaise - refunded };
}

/** A finance operator's refund of an order's paid payment (POST /api/admin/payments/{id}/refund/). */
export async function refundOrder(deps: Deps, req: RefundRequest, now = new Date()): Promise<RefundOutcome> {
  const [target] = await deps.db.select().from(orders).where(eq(orders.id, req.orderId));
  if (!target) throw notFound(MESSAGES.orderNotFound);
  // Bonuses the order's event has not credited yet are credited now, so they are the ones reversed.
  await dispatchDomainEventsSafely(deps, { only: { type: 'payment.completed', dedupeKey: target.gatewayOrderId } });

  const created = await deps.db.transaction(async (tx): Promise<{ refund: RefundRow; fresh: boolean }> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, req.orderId)).for('update');
    if (!order) throw notFound(MESSAGES.orderNotFound);
    const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, req.idempotencyKey));
    if (earlier) {
      if (earlier.orderId !== order.id || earlier.kind !== 'operator') throw badRequest(REFUND_MESSAGES.keyReused);
      return { refund: earlier, fresh: false };
    }
    if (!order.fulfilledAt || !order.gatewayPaymentId) throw badRequest(REFUND_MESSAGES.orderNotPaid);
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.gatewayPaymentId, order.gatewayPaymentId), eq(payments.orderId, order.id)));
    if (!payment) throw badRequest(REFUND_MESSAGES.orderNotPaid);
    const before = await refundedSoFar(tx, payment.id);
    const remaining = payment.amountPaise - before;
    const amount = req.amountPaise ?? remaining;
    if (remaining <= 0 || amount > remaining) throw badRequest(REFUND_MESSAGES.overRefund);
    const refund = await insertRefund(tx, {
      payment,
      amountPaise: amount,
      kind: 'operator',
      reason: req.reason,
      idempotencyKey: req.idempotencyKey,
      requestedBy: req.actor.userId,
    });
    const after = before + amount;
    const entitlement = await shortenEntitlement(tx, order, before, after, now);
    const reversed = await reverseBonuses(tx, order, refund, before, after);
    await recordAudit(tx, req.actor, {
      action: 'payment.refund',
      targetType: 'order',
      targetId: order.id,
      before: { refunded_paise: before, remaining_paise: remaining },
      after: {
        refund_id: refund.id,
        kind: 'operator',
        amount_paise: amount,
        payment_id: payment.gatewayPaymentId,
        reason: req.reason,
        bonus_reversed_paise: reversed,
        ...entitlement,
      },
    });
    return { refund, fresh: true };
  });

  let refund = created.refund;
  if (created.fresh || (await claimRetry(deps.db, refund, now))) refund = await sendRefund(deps, refund.id);
  return outcomeOf(deps, refund);
}

async function insertRefund(
  tx: Queryable,
  r: { payment: PaymentRow; amountPaise: number; kind: 'operator' | 'duplicate_capture'; reason: string; idempotencyKey: string; requestedBy: number | null },
): Promise<RefundRow> {
  const [refund] = await tx
    .insert(refunds)
    .values({
      paymentId: r.payment.id,
      orderId: r.payment.orderId,
      userId: r.payment.userId,
      amountPaise: r.amountPaise,
      status: 'pending',
      kind: r.kind,
      reason: r.reason,
      idempotencyKey: r.idempotencyKey,
      requestedBy: r.requestedBy,
    })
    .returning();
  if (!refund) throw new Error('refund insert failed');
  return refund;
}

export const duplicateCaptureKey = (gatewayPaymentId: string) => `duplicate-capture:${gatewayPaymentId}`;

/**
 * Inside fulfilOrder's transaction (order row locked): a captured payment that is not the order's
 * paid one is recorded and gets one full refund row (keyed by the payment id, so verify, webhook
 * and reconcile arriving together write one). Returns the refund's id when this call wrote it: the
 * caller sends it after the commit.
 */
export async function recordDuplicateCapture(
  tx: Queryable,
  order: OrderRow,
  capture: { gatewayPaymentId: string; amountPaise: number; method?: string | null },
): Promise<number | null> {
  await tx
    .insert(payments)
    .values({
      gatewayPaymentId: capture.gatewayPaymentId,
      orderId: order.id,
      userId: order.userId,
      amountPaise: capture.amountPaise,
      method: capture.method ?? null,
      status: 'captured',
    })
    .onConflictDoNothing();
  const [payment] = await tx.select().from(payments).where(eq(payments.gatewayPaymentId, capture.gatewayPaymentId));
  if (!payment || payment.orderId !== order.id) return null;
  const key = duplicateCaptureKey(payment.gatewayPaymentId);
  const [earlier] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.idempotencyKey, key));
  if (earlier) return null;
  const remaining = payment.amountPaise - (await refundedSoFar(tx, payment.id));
  if (remaining <= 0) return null;
  const refund = await insertRefund(tx, {
    payment,
    amountPaise: remaining,
    kind: 'duplicate_capture',
    reason: `Second payment ${payment.gatewayPaymentId} for order ${order.gatewayOrderId}, already paid by ${order.gatewayPaymentId}`,
    idempotencyKey: key,
    requestedBy: null,
  });
  // The server itself acts here (no operator): actor 'system', no user.
  await tx.insert(auditLog).values({
    actorUserId: null,
    actorPhone: 'system',
    action: 'payment.refund',
    targetType: 'order',
    targetId: String(order.id),
    before: null,
    after: { refund_id: refund.id, kind: 'duplicate_capture', amount_paise: remaining, payment_id: payment.gatewayPaymentId },
  });
  return refund.id;
}
