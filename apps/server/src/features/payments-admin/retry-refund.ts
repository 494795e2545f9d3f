// An operator's retry of a failed refund (issue 17.2), also one the job gave up on: the claim
// (failed → pending, a fresh backoff) and its audit row are one transaction; the gateway is asked
// after the commit with the refund's own idempotency key, so it can never pay out twice.
import { eq } from 'drizzle-orm';
import { PAYMENTS_ADMIN_MESSAGES as M } from '@ott/contract';
import type { Deps } from '../../lib/deps.ts';
import { isDbId } from '../../lib/db/int-id.ts';
import { refunds } from '../../lib/db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../admin/index.ts';
import { claimRetry, sendRefund } from '../payments/index.ts';

export async function retryRefundNow(deps: Deps, id: number, actor: AuditActor): Promise<void> {
  const claimed = await deps.db.transaction(async (tx) => {
    const [refund] = isDbId(id) ? await tx.select().from(refunds).where(eq(refunds.id, id)).for('update') : [];
    if (!refund) throw notFound(M.refundNotFound);
    if (!(await claimRetry(tx, refund))) throw new AppError('conflict', M.refundNotFailed);
    await recordAudit(tx, actor, {
      action: 'refund.retry',
      targetType: 'order',
      targetId: refund.orderId,
      before: { refund_id: refund.id, status: refund.status, attempts: refund.attempts, last_error: refund.lastError },
      after: { refund_id: refund.id, status: 'pending', amount_paise: refund.amountPaise },
    });
    return refund.id;
  });
  await sendRefund(deps, claimed);
}
