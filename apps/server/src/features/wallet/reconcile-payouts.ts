// The 'payout-reconcile' job (every minute; ARCHITECTURE 7): for each PENDING withdrawal of the
// current provider, send its payout when none was recorded (the request's call failed or the
// process stopped after the commit; the provider is idempotent per reference, so this never sends
// twice), otherwise ask the provider about the payout and settle it (a lost webhook).
import { and, asc, eq } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { withdrawals } from '../../lib/db/schema.ts';
import { payoutGateway } from './payouts/index.ts';
import { sendPayout } from './payout-service.ts';
import { settleWithdrawal } from './settle-withdrawal.ts';

/** A payout the request itself is probably still creating is left alone for this long. */
export const PAYOUT_CREATE_GRACE_MS = 30_000;
const BATCH = 200;

export interface PayoutReconcileReport {
  checked: number;
  sent: number;
  completed: number;
  failed: number;
  errors: number;
}

export async function reconcilePayouts(
  deps: Deps,
  now = new Date(),
): Promise<PayoutReconcileReport> {
  const gateway = payoutGateway(deps);
  const open = await deps.db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'PENDING'), eq(withdrawals.payoutGateway, gateway.name)))
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
    .limit(BATCH);
  const report: PayoutReconcileReport = {
    checked: open.length,
    sent: 0,
    completed: 0,
    failed: 0,
    errors: 0,
  };
  for (const w of open) {
    try {
      let result;
      if (!w.payoutId) {
        if (now.getTime() - w.createdAt.getTime() < PAYOUT_CREATE_GRACE_MS) continue;
        result = await sendPayout(deps, w);
        report.sent += 1;
      } else {
        const payout = await gateway.fetchPayout(w.payoutId);
        if (!payout) {
          report.errors += 1;
          continue;
        }
        result = await settleWithdrawal(deps, w.id, {
          payoutId: payout.id,
          status: payout.status,
          failureReason: payout.failureReason,
        });
      }
      if (result === 'completed') report.completed += 1;
      if (result === 'failed') report.failed += 1;
    } catch {
      // One withdrawal's trouble must not stop the rest; it is tried again next run.
      report.errors += 1;
    }
  }
  return report;
}
