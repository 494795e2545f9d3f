// Sending a refund to the gateway and retrying one it refused (issue 17.2). Whoever claims the
// row (its creator, the 'refund-retry' job or an operator's retry) makes one call; each call is
// counted, a refusal keeps its error and the time of the next automatic try (doubling backoff).
// The gateway idempotency key is the refund row's, so a retry can never refund twice there.
import crypto from 'node:crypto';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { REFUND_MAX_ATTEMPTS } from '@ott/contract';
import type { Deps } from '../../lib/deps.ts';
import { payments, refunds } from '../../lib/db/schema.ts';
import type { Queryable } from '../auth/db-types.ts';
import { paymentGateway } from './gateway/index.ts';
import { RazorpayError } from './gateway/razorpay-gateway.ts';

export type RefundRow = typeof refunds.$inferSelect;

/** A pending refund nobody has answered for this long is sent again (its sender died). */
export const STALE_PENDING_MS = 5 * 60_000;
const FIRST_BACKOFF_MS = 60_000;
const MAX_BACKOFF_MS = 6 * 3_600_000;

/** Wait before the next automatic try after `attempts` calls: 1, 2, 4 ... minutes, at most 6 hours. */
export function refundBackoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

/** The gateway's idempotency key for one refund row: stable, 10-64 of [A-Za-z0-9_-]. */
export function gatewayIdempotencyKey(refund: RefundRow): string {
  return `ott-refund-${refund.id}-${crypto.createHash('sha256').update(refund.idempotencyKey).digest('hex').slice(0, 16)}`;
}

async function refundedProcessed(tx: Queryable, paymentRowId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentRowId), eq(refunds.status, 'processed')));
  return Number(row?.total ?? 0);
}

function errorText(err: unknown): string {
  const text = err instanceof RazorpayError ? err.description : err instanceof Error ? err.message : String(err);
  return text.slice(0, 300);
}

/**
 * Asks the gateway for one refund and records the answer. Called only by whoever claimed the row
 * (its creator, or a retry that moved it from failed / stale pending), so one call per attempt.
 */
export async function sendRefund(deps: Deps, refundId: number): Promise<RefundRow> {
  const [refund] = await deps.db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund) throw new Error(`refund ${refundId} not found`);
  if (refund.status !== 'pending') return refund;
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, refund.paymentId));
  if (!payment) throw new Error(`refund ${refundId}: payment missing`);
  let answer: { id: string; status: string } | null = null;
  let error: string | null = null;
  try {
    answer = await paymentGateway(deps).refund({
      paymentId: payment.gatewayPaymentId,
      amountPaise: refund.amountPaise,
      idempotencyKey: gatewayIdempotencyKey(refund),
      receipt: `refund_${refund.id}`,
      notes: { order_id: String(refund.orderId), kind: refund.kind },
    });
    if (answer.status === 'failed') error = 'The gateway reported the refund as failed';
  } catch (err) {
    error = errorText(err);
    deps.log.warn({ err, refundId }, err instanceof RazorpayError ? 'gateway refused the refund' : 'refund call failed');
  }
  const now = new Date();
  const status = error === null ? 'processed' : 'failed';
  const attempts = refund.attempts + 1;
  const [updated] = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(refunds)
      .set({
        status,
        gatewayRefundId: answer?.id ?? refund.gatewayRefundId,
        attempts,
        lastError: error,
        nextAttemptAt: error === null ? null : new Date(now.getTime() + refundBackoffMs(attempts)),
        updatedAt: now,
      })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
      .returning();
    if (rows[0] && status === 'processed' && (await refundedProcessed(tx, payment.id)) >= payment.amountPaise) {
      await tx.update(payments).set({ status: 'refunded', updatedAt: now }).where(eq(payments.id, payment.id));
    }
    return rows;
  });
  return updated ?? refund;
}

/**
 * Moves a failed (or long-stuck pending) refund back to pending for this caller only. The job
 * claims only due rows with tries left (`automatic`); an operator's retry claims any failed one.
 */
export async function claimRetry(db: Queryable, refund: RefundRow, now = new Date(), opts: { automatic?: boolean } = {}): Promise<boolean> {
  const failed = opts.automatic
    ? and(
        eq(refunds.status, 'failed'),
        lt(refunds.attempts, REFUND_MAX_ATTEMPTS),
        or(sql`${refunds.nextAttemptAt} is null`, sql`${refunds.nextAttemptAt} <= ${now}`),
      )
    : eq(refunds.status, 'failed');
  const rows = await db
    .update(refunds)
    .set({ status: 'pending', updatedAt: now })
    .where(
      and(
        eq(refunds.id, refund.id),
        or(failed, and(eq(refunds.status, 'pending'), lt(refunds.updatedAt, new Date(now.getTime() - STALE_PENDING_MS)))),
      ),
    )
    .returning({ id: refunds.id });
  return rows.length > 0;
}
