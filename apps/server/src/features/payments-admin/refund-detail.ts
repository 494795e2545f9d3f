// Refunds as the console shows them (issue 17.2): with the gateway payment they go back to, the
// gateway calls made, the last refusal, the next automatic try, and whether the job gave up.
import { desc, eq, type SQL } from 'drizzle-orm';
import { REFUND_MAX_ATTEMPTS, type AdminRefundDetail } from '@ott/contract';
import { payments, refunds } from '../../lib/db/schema.ts';
import type { Queryable } from '../auth/index.ts';
import { refundDto } from '../payments/index.ts';

export async function listRefunds(db: Queryable, where: SQL, limit = 100): Promise<AdminRefundDetail[]> {
  const rows = await db
    .select({ refund: refunds, paymentId: payments.gatewayPaymentId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(where)
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(limit);
  return rows.map(({ refund, paymentId }) => ({
    ...refundDto(refund, paymentId),
    attempts: refund.attempts,
    last_error: refund.lastError,
    next_attempt_at: refund.status === 'failed' && refund.attempts < REFUND_MAX_ATTEMPTS ? (refund.nextAttemptAt?.toISOString() ?? null) : null,
    gave_up: refund.status === 'failed' && refund.attempts >= REFUND_MAX_ATTEMPTS,
  }));
}

export async function refundDetail(db: Queryable, id: number): Promise<AdminRefundDetail | undefined> {
  const [row] = await listRefunds(db, eq(refunds.id, id), 1);
  return row;
}
