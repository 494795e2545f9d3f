// Retry a failed payout (issue 17.3; docs/decisions.md 'Withdrawals queue'). The failed withdrawal
// stays as it is (FAILED, its money already back by its REFUND row); the retry is a NEW withdrawal
// linked to it (retry_of_id, unique: one retry per failed withdrawal), debited again under the
// wallet lock only if the balance allows, approved by the operator who sends it, and paid under
// its own reference (its id), so the provider can never confuse it with the failed payout.
// A second retry of the same failure answers the first; nothing is ever paid twice or created.
import { and, eq } from 'drizzle-orm';
import { WITHDRAWALS_ADMIN_MESSAGES as M } from '@ott/contract';
import type { Deps } from '../../lib/deps.ts';
import { bankAccounts, withdrawals } from '../../lib/db/schema.ts';
import { recordAudit, type AuditActor } from '../admin/index.ts';
import { balancePaise, lockWallet, maskAccountNumber, recordTransaction, sourceKeys } from '../wallet/index.ts';
import { conflict, lockWithdrawal, sendAfterCommit, snapshotOf, type Decision } from './decide-withdrawal.ts';

export async function retryPayout(deps: Deps, actor: AuditActor, id: number, log?: (err: unknown) => void): Promise<Decision> {
  const decision = await deps.db.transaction(async (tx): Promise<Decision> => {
    const failed = await lockWithdrawal(tx, id);
    const [earlier] = await tx.select().from(withdrawals).where(eq(withdrawals.retryOfId, id));
    if (earlier) return { changed: false, withdrawal: earlier };
    if (failed.status !== 'FAILED') throw conflict(M.notFailed);
    await lockWallet(tx, failed.userId);
    const [account] = await tx
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, failed.bankAccountId), eq(bankAccounts.userId, failed.userId)));
    if (!account) throw conflict(M.retryBankAccountGone);
    if ((await balancePaise(tx, failed.userId)) < failed.amountPaise) throw conflict(M.retryLowBalance);
    const now = new Date();
    const [retry] = await tx
      .insert(withdrawals)
      .values({
        userId: failed.userId,
        bankAccountId: failed.bankAccountId,
        amountPaise: failed.amountPaise,
        status: 'PENDING',
        payoutGateway: deps.config.payoutGateway,
        // It stands in for the failed one, which no longer counts against that day's limit.
        istDate: failed.istDate,
        decision: 'approved',
        decidedBy: actor.userId,
        decidedAt: now,
        retryOfId: failed.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!retry) throw new Error('retry insert failed');
    await recordTransaction(tx, {
      userId: failed.userId,
      type: 'WITHDRAWAL',
      amountPaise: retry.amountPaise,
      status: 'PENDING',
      sourceKey: sourceKeys.withdrawal(retry.id),
      description: `Withdrawal to ${account.bankName} ${maskAccountNumber(account.accountLast4)} (sent again)`,
      withdrawalId: retry.id,
      createdAt: now,
    });
    await recordAudit(tx, actor, {
      action: 'withdrawal.retry',
      targetType: 'withdrawal',
      targetId: failed.id,
      before: snapshotOf(failed),
      after: { ...snapshotOf(retry), retry_of_id: failed.id },
    });
    return { changed: true, withdrawal: retry };
  });
  if (decision.changed) await sendAfterCommit(deps, decision.withdrawal, log);
  return decision;
}
