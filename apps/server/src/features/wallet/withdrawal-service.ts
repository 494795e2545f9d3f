// Withdrawals (SPEC 2.18, 5 'Withdrawal'; ARCHITECTURE 7). A request is one transaction under the
// user's wallet lock: replay check, bank account, limits, balance, then the withdrawal and its
// WITHDRAWAL ledger row (which debits at once). The payout is asked for after the commit.
import { and, count, eq, notInArray } from 'drizzle-orm';
import {
  MESSAGES,
  paiseToRupees,
  withdrawalLimitMessage,
  type WithdrawalLimits,
} from '@ott/contract';
import type { Deps } from '../../lib/deps.ts';
import { withdrawals } from '../../lib/db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Queryable } from '../auth/db-types.ts';
import { findOwnBankAccount } from './bank-accounts.ts';
import { approvalThresholdPaise } from './approval-threshold.ts';
import { walletHooks } from './hooks.ts';
import { MAX_DB_ID } from './ids.ts';
import { istDate } from './ist-date.ts';
import { balancePaise, lockWallet, recordTransaction, sourceKeys } from './ledger.ts';
import { maskAccountNumber } from './bank-crypto.ts';
import type { WithdrawalRow } from './settle-withdrawal.ts';

/** Withdrawals counted against the day: every one made that Indian day except FAILED and REJECTED ones (money back). */
export async function withdrawalsOnDay(
  db: Queryable,
  userId: number,
  day: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        eq(withdrawals.istDate, day),
        notInArray(withdrawals.status, ['FAILED', 'REJECTED']),
      ),
    );
  return row?.n ?? 0;
}

export async function withdrawalLimits(deps: Deps, userId: number): Promise<WithdrawalLimits> {
  const { minPaise, maxPaise, perDay } = deps.config.withdrawals;
  const used = await withdrawalsOnDay(deps.db, userId, istDate(walletHooks(deps).now()));
  return {
    min_amount: paiseToRupees(minPaise),
    max_amount: paiseToRupees(maxPaise),
    daily_limit: perDay,
    remaining_today: Math.max(0, perDay - used),
  };
}

export interface WithdrawalRequest {
  userId: number;
  bankAccountId: number;
  amountPaise: number;
  requestId: string | undefined;
}

export interface WithdrawalOutcome {
  withdrawal: WithdrawalRow;
  /** False when the request id had already been used: the earlier withdrawal is answered. */
  created: boolean;
}

export async function requestWithdrawal(
  deps: Deps,
  req: WithdrawalRequest,
): Promise<WithdrawalOutcome> {
  const { minPaise, maxPaise, perDay } = deps.config.withdrawals;
  const now = walletHooks(deps).now();
  return deps.db.transaction(async (tx) => {
    await lockWallet(tx, req.userId);
    if (req.requestId) {
      const [earlier] = await tx
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.userId, req.userId), eq(withdrawals.requestId, req.requestId)));
      if (earlier) return { withdrawal: earlier, created: false };
    }
    const account =
      req.bankAccountId <= MAX_DB_ID
        ? await findOwnBankAccount(tx, req.userId, req.bankAccountId)
        : null;
    if (!account) throw notFound(MESSAGES.bankAccountNotFound);
    const day = istDate(now);
    if ((await withdrawalsOnDay(tx, req.userId, day)) >= perDay)
      throw badRequest(MESSAGES.dailyWithdrawalLimit);
    if (req.amountPaise < minPaise) {
      throw badRequest(
        withdrawalLimitMessage(MESSAGES.minWithdrawal, { min: paiseToRupees(minPaise) }),
      );
    }
    if (req.amountPaise > maxPaise) {
      throw badRequest(
        withdrawalLimitMessage(MESSAGES.maxWithdrawal, { max: paiseToRupees(maxPaise) }),
      );
    }
    if ((await balancePaise(tx, req.userId)) < req.amountPaise)
      throw badRequest(MESSAGES.insufficientBalance);
    // Above the approval threshold (issue 17.3) it is debited now but paid only once approved.
    const waits = req.amountPaise > (await approvalThresholdPaise(tx, deps.config));

    const [withdrawal] = await tx
      .insert(withdrawals)
      .values({
        userId: req.userId,
        bankAccountId: account.id,
        amountPaise: req.amountPaise,
        status: waits ? 'AWAITING_APPROVAL' : 'PENDING',
        requestId: req.requestId ?? null,
        payoutGateway: deps.config.payoutGateway,
        istDate: day,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!withdrawal) throw new Error('withdrawal insert failed');
    await recordTransaction(tx, {
      userId: req.userId,
      type: 'WITHDRAWAL',
      amountPaise: req.amountPaise,
      status: 'PENDING',
      sourceKey: sourceKeys.withdrawal(withdrawal.id),
      description: `Withdrawal to ${account.bankName} ${maskAccountNumber(account.accountLast4)}`,
      withdrawalId: withdrawal.id,
      createdAt: now,
    });
    return { withdrawal, created: true };
  });
}
