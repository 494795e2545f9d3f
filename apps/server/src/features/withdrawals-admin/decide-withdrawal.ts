// Approve or reject a withdrawal awaiting approval (issue 17.3). Each is one transaction that locks
// the withdrawal row (the order settleWithdrawal uses: withdrawal, then wallet), so approve and
// reject racing end in exactly one outcome; the loser sees the winner's state. Repeating the same
// decision changes nothing. Approve sends the payout after the commit, through the wallet's own
// path (sendPayout; the payout-reconcile job sends it if that call fails). Reject gives the amount
// back with one REFUND row (unique source key refund:{id}) and marks the debit FAILED.
import { eq } from 'drizzle-orm';
import { WITHDRAWALS_ADMIN_MESSAGES as M } from '@ott/contract';
import type { Deps } from '../../lib/deps.ts';
import { walletTransactions, withdrawals } from '../../lib/db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Queryable } from '../auth/index.ts';
import { recordAudit, type AuditActor, type AuditSnapshot } from '../admin/index.ts';
import { lockWallet, recordTransaction, sendPayout, sourceKeys, type WithdrawalRow } from '../wallet/index.ts';

export interface Decision {
  changed: boolean;
  withdrawal: WithdrawalRow;
}

export const conflict = (message: string) => new AppError('conflict', message);

export const snapshotOf = (w: WithdrawalRow): AuditSnapshot => ({
  id: w.id,
  user_id: w.userId,
  amount_paise: w.amountPaise,
  status: w.status,
  decision: w.decision,
  reject_reason: w.rejectReason,
});

export async function lockWithdrawal(tx: Queryable, id: number): Promise<WithdrawalRow> {
  const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  if (!w) throw notFound(M.withdrawalNotFound);
  return w;
}

/** Not awaiting any more: the same decision again is a no-op, anything else a 409 in plain words. */
function alreadyDecided(w: WithdrawalRow, wanted: 'approved' | 'rejected'): Decision {
  if (w.decision === wanted) return { changed: false, withdrawal: w };
  if (w.decision === 'approved') throw conflict(M.alreadyApproved);
  if (w.decision === 'rejected') throw conflict(M.alreadyRejected);
  throw conflict(M.notAwaitingApproval);
}

export async function approveWithdrawal(deps: Deps, actor: AuditActor, id: number, log?: (err: unknown) => void): Promise<Decision> {
  const decision = await deps.db.transaction(async (tx): Promise<Decision> => {
    const w = await lockWithdrawal(tx, id);
    if (w.status !== 'AWAITING_APPROVAL') return alreadyDecided(w, 'approved');
    const now = new Date();
    const [after] = await tx
      .update(withdrawals)
      .set({ status: 'PENDING', decision: 'approved', decidedBy: actor.userId, decidedAt: now, updatedAt: now })
      .where(eq(withdrawals.id, id))
      .returning();
    if (!after) throw new Error(`withdrawal ${id} vanished`);
    await recordAudit(tx, actor, { action: 'withdrawal.approve', targetType: 'withdrawal', targetId: id, before: snapshotOf(w), after: snapshotOf(after) });
    return { changed: true, withdrawal: after };
  });
  if (decision.changed) await sendAfterCommit(deps, decision.withdrawal, log);
  return decision;
}

/** The payout of a withdrawal just made PENDING; a failure to reach the provider is left to payout-reconcile. */
export async function sendAfterCommit(deps: Deps, withdrawal: WithdrawalRow, log?: (err: unknown) => void) {
  try {
    await sendPayout(deps, withdrawal);
  } catch (err) {
    log?.(err);
  }
}

export async function rejectWithdrawal(deps: Deps, actor: AuditActor, id: number, reason: string): Promise<Decision> {
  return deps.db.transaction(async (tx): Promise<Decision> => {
    const w = await lockWithdrawal(tx, id);
    if (w.status !== 'AWAITING_APPROVAL') return alreadyDecided(w, 'rejected');
    await lockWallet(tx, w.userId);
    const now = new Date();
    const [after] = await tx
      .update(withdrawals)
      .set({ status: 'REJECTED', decision: 'rejected', decidedBy: actor.userId, decidedAt: now, rejectReason: reason, settledAt: now, updatedAt: now })
      .where(eq(withdrawals.id, id))
      .returning();
    if (!after) throw new Error(`withdrawal ${id} vanished`);
    await tx
      .update(walletTransactions)
      .set({ status: 'FAILED', updatedAt: now })
      .where(eq(walletTransactions.sourceKey, sourceKeys.withdrawal(id)));
    await recordTransaction(tx, {
      userId: w.userId,
      type: 'REFUND',
      amountPaise: w.amountPaise,
      status: 'COMPLETED',
      sourceKey: sourceKeys.refund(id),
      description: 'Refund of rejected withdrawal',
      withdrawalId: id,
      createdAt: now,
    });
    await recordAudit(tx, actor, { action: 'withdrawal.reject', targetType: 'withdrawal', targetId: id, before: snapshotOf(w), after: snapshotOf(after) });
    return { changed: true, withdrawal: after };
  });
}
