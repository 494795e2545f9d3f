// The 'refund-retry' job (issue 17.2, every minute): refunds the gateway refused or never answered
// are sent again by their own idempotency key, each after its backoff, until REFUND_MAX_ATTEMPTS
// calls; then they wait in the console's reconciliation screen for an operator's retry.
import { and, asc, eq, lt, lte, or, sql } from 'drizzle-orm';
import { REFUND_MAX_ATTEMPTS } from '@ott/contract';
import type { Deps } from '../../lib/deps.ts';
import { refunds } from '../../lib/db/schema.ts';
import { claimRetry, sendRefund, STALE_PENDING_MS } from './refund-send.ts';

const BATCH = 50;

export interface RefundRetryReport {
  due: number;
  processed: number;
  failed: number;
}

export async function retryFailedRefunds(deps: Deps, now = new Date()): Promise<RefundRetryReport> {
  const due = await deps.db
    .select()
    .from(refunds)
    .where(
      or(
        and(
          eq(refunds.status, 'failed'),
          lt(refunds.attempts, REFUND_MAX_ATTEMPTS),
          or(sql`${refunds.nextAttemptAt} is null`, lte(refunds.nextAttemptAt, now)),
        ),
        and(eq(refunds.status, 'pending'), lt(refunds.updatedAt, new Date(now.getTime() - STALE_PENDING_MS))),
      ),
    )
    .orderBy(asc(refunds.nextAttemptAt), asc(refunds.id))
    .limit(BATCH);
  const report: RefundRetryReport = { due: due.length, processed: 0, failed: 0 };
  for (const refund of due) {
    // Another worker (or an operator) may have claimed it since the read: then it is theirs.
    if (!(await claimRetry(deps.db, refund, now, { automatic: true }))) continue;
    const after = await sendRefund(deps, refund.id);
    if (after.status === 'processed') report.processed += 1;
    else report.failed += 1;
  }
  return report;
}
