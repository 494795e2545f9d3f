// The one place a payout's fate reaches the wallet (ARCHITECTURE 7), used by the payout webhook,
// the sandbox provider and the payout-reconcile job alike. Locking the withdrawal row makes every
// path idempotent: however often a status arrives, one COMPLETED or one FAILED plus one REFUND.
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { bankAccounts, walletTransactions, withdrawals } from '../../lib/db/schema.ts';
import { lockWallet, recordTransaction, settleTransaction, sourceKeys } from './ledger.ts';
import { payoutOutcome, type PayoutStatus } from './payouts/types.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export interface PayoutUpdate {
  /** Null only for a definite refusal before any payout existed (see payouts/types.ts). */
  payoutId: string | null;
  status: PayoutStatus;
  failureReason?: string | null;
}

export type SettleResult = 'completed' | 'failed' | 'pending' | 'unchanged' | 'unknown';

export async function settleWithdrawal(
  deps: Deps,
  withdrawalId: number,
  update: PayoutUpdate,
  now = new Date(),
): Promise<SettleResult> {
  return deps.db.transaction(async (tx) => {
    const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId)).for('update');
    if (!w) return 'unknown';
    // A payout id we never asked for on this withdrawal is ignored, never trusted.
    if (w.payoutId && update.payoutId && w.payoutId !== update.payoutId) return 'unknown';
    if (update.payoutId === null && payoutOutcome(update.status) !== 'failed') return 'unknown';
    const payoutId = update.payoutId ?? w.payoutId;
    const outcome = payoutOutcome(update.status);
    // Only a sent payout (PENDING) or a paid one (COMPLETED, which may still be reversed) moves; one
    // awaiting approval or rejected (issue 17.3) has no payout, so no status can be about it.
    if (w.status !== 'PENDING' && w.status !== 'COMPLETED') return 'unchanged';
    if (w.status === 'COMPLETED' && outcome !== 'failed') return 'unchanged';

    if (outcome === 'pending') {
      await tx
        .update(withdrawals)
        .set({ payoutId, payoutStatus: update.status, updatedAt: now })
        .where(eq(withdrawals.id, w.id));
      return 'pending';
    }
    if (outcome === 'completed') {
      await tx
        .update(withdrawals)
        .set({ status: 'COMPLETED', payoutId, payoutStatus: update.status, settledAt: now, updatedAt: now })
        .where(eq(withdrawals.id, w.id));
      await settleTransaction(tx, sourceKeys.withdrawal(w.id), 'COMPLETED', now);
      // A processed payout proves the account (is_verified: false until then; docs/decisions.md).
      await tx
        .update(bankAccounts)
        .set({ isVerified: true, updatedAt: now })
        .where(and(eq(bankAccounts.id, w.bankAccountId), eq(bankAccounts.isVerified, false)));
      return 'completed';
    }
    // Failed, rejected, cancelled, or reversed after it had been processed: the money comes back.
    await lockWallet(tx, w.userId);
    await tx
      .update(withdrawals)
      .set({
        status: 'FAILED',
        payoutId,
        payoutStatus: update.status,
        failureReason: update.failureReason ?? update.status,
        settledAt: now,
        updatedAt: now,
      })
      .where(eq(withdrawals.id, w.id));
    await tx
      .update(walletTransactions)
      .set({ status: 'FAILED', updatedAt: now })
      .where(eq(walletTransactions.sourceKey, sourceKeys.withdrawal(w.id)));
    await recordTransaction(tx, {
      userId: w.userId,
      type: 'REFUND',
      amountPaise: w.amountPaise,
      status: 'COMPLETED',
      sourceKey: sourceKeys.refund(w.id),
      description: 'Refund of failed withdrawal',
      withdrawalId: w.id,
      createdAt: now,
    });
    return 'failed';
  });
}

/** Withdrawals still waiting on their payout (for the reconcile job). */
export async function pendingWithdrawals(deps: Deps, limit = 200): Promise<WithdrawalRow[]> {
  return deps.db.select().from(withdrawals).where(inArray(withdrawals.status, ['PENDING'])).limit(limit);
}
