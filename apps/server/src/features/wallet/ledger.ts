// The wallet ledger (ARCHITECTURE 7, schema notes on `wallet_transactions`). Every change of money
// goes through here, inside a caller's transaction that holds the wallet lock.
import { and, eq, sql } from 'drizzle-orm';
import type { TransactionStatus, TransactionType } from '@ott/contract';
import { walletTransactions, wallets } from '../../lib/db/schema.ts';
import type { Queryable } from '../auth/db-types.ts';

export type LedgerRow = typeof walletTransactions.$inferSelect;

/**
 * The ledger's row types: the SPEC's three, plus BONUS_REVERSAL (issue 17.2), a debit that takes
 * back a referral bonus whose payment was refunded. The viewer's wallet shows it as a WITHDRAWAL
 * line (money out) with its own description, since SPEC 7 knows only the three types.
 */
export type LedgerType = TransactionType | 'BONUS_REVERSAL';

/**
 * One row's signed effect on the balance in paise: every debit (WITHDRAWAL, BONUS_REVERSAL) in any
 * status, a credit only when COMPLETED. The balance and the console's running balance (issue
 * 17.3) both sum this, so they cannot disagree.
 */
export const ledgerEffect = sql<number>`(case
        when ${walletTransactions.type} in ('WITHDRAWAL', 'BONUS_REVERSAL') then -${walletTransactions.amountPaise}
        when ${walletTransactions.status} = 'COMPLETED' then ${walletTransactions.amountPaise}
        else 0 end)`;

/**
 * Balance in paise: completed credits minus every withdrawal (a failed one is given back by its
 * REFUND row). One SQL sum, served by wallet_transactions_user_created.
 */
export async function balancePaise(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({
      balance: sql<string>`coalesce(sum(${ledgerEffect}), 0)`,
    })
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId));
  return Number(row?.balance ?? 0);
}

/**
 * Takes the user's wallet lock for the rest of the transaction (creating the wallet row on first
 * use). Every balance check-then-write runs after this, so concurrent requests queue up here.
 */
export async function lockWallet(tx: Queryable, userId: number): Promise<void> {
  await tx.insert(wallets).values({ userId }).onConflictDoNothing();
  await tx.select({ userId: wallets.userId }).from(wallets).where(eq(wallets.userId, userId)).for('update');
}

export interface NewLedgerRow {
  userId: number;
  type: LedgerType;
  amountPaise: number;
  status: TransactionStatus;
  sourceKey: string;
  description: string;
  sourceUserId?: number | null;
  level?: number | null;
  withdrawalId?: number | null;
  createdAt?: Date;
}

/** Inserts one ledger row; a row with the same source key already there makes this a no-op (null). */
export async function recordTransaction(tx: Queryable, row: NewLedgerRow): Promise<LedgerRow | null> {
  if (!Number.isInteger(row.amountPaise) || row.amountPaise <= 0) {
    throw new RangeError(`ledger amount must be positive integer paise: ${row.amountPaise}`);
  }
  const [inserted] = await tx
    .insert(walletTransactions)
    .values({
      userId: row.userId,
      type: row.type,
      amountPaise: row.amountPaise,
      status: row.status,
      sourceKey: row.sourceKey,
      description: row.description,
      sourceUserId: row.sourceUserId ?? null,
      level: row.level ?? null,
      withdrawalId: row.withdrawalId ?? null,
      ...(row.createdAt ? { createdAt: row.createdAt, updatedAt: row.createdAt } : {}),
    })
    .onConflictDoNothing({ target: walletTransactions.sourceKey })
    .returning();
  return inserted ?? null;
}

/** Moves a PENDING row forward (PENDING → COMPLETED | FAILED); a settled row is never changed. */
export async function settleTransaction(
  tx: Queryable,
  sourceKey: string,
  status: Exclude<TransactionStatus, 'PENDING'>,
  now = new Date(),
): Promise<void> {
  await tx
    .update(walletTransactions)
    .set({ status, updatedAt: now })
    .where(and(eq(walletTransactions.sourceKey, sourceKey), eq(walletTransactions.status, 'PENDING')));
}

export const sourceKeys = {
  bonus: (gatewayOrderId: string, level: number) => `bonus:${gatewayOrderId}:L${level}`,
  withdrawal: (withdrawalId: number) => `withdrawal:${withdrawalId}`,
  refund: (withdrawalId: number) => `refund:${withdrawalId}`,
  /** One per payment refund and bonus level: a repeat of the same refund takes nothing more. */
  bonusReversal: (refundId: number, level: number) => `bonus-reversal:${refundId}:L${level}`,
};
