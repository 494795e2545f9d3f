// One withdrawal as the console shows it (issue 17.3): the row with its viewer (masked phone), bank
// (name and last four digits) and the retry that sent it again, if any. Read by the queue, the
// detail and every action's answer.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { maskPhone, paiseToRupees, type AdminWithdrawal, type AdminWithdrawalState } from '@ott/contract';
import { bankAccounts, users, withdrawals } from '../../lib/db/schema.ts';
import type { Queryable } from '../auth/index.ts';

const retry = alias(withdrawals, 'retry');
const iso = (date: Date | null) => date?.toISOString() ?? null;

export const viewerName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ').trim() || null;

function baseQuery(db: Queryable) {
  return db
    .select({
      w: withdrawals,
      phone: users.phone,
      firstName: users.firstName,
      lastName: users.lastName,
      bankName: bankAccounts.bankName,
      last4: bankAccounts.accountLast4,
      retriedById: retry.id,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
    .leftJoin(retry, eq(retry.retryOfId, withdrawals.id));
}

type Joined = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function toAdminWithdrawal(row: Joined): AdminWithdrawal {
  const { w } = row;
  return {
    id: w.id,
    state: w.status as AdminWithdrawalState,
    amount: paiseToRupees(w.amountPaise),
    amount_paise: w.amountPaise,
    viewer: { id: w.userId, phone: maskPhone(row.phone), name: viewerName(row.firstName, row.lastName) },
    bank: { bank_name: row.bankName, last4: row.last4 },
    payout_id: w.payoutId,
    payout_status: w.payoutStatus,
    failure_reason: w.failureReason,
    reject_reason: w.rejectReason,
    decided_at: iso(w.decidedAt),
    retry_of_id: w.retryOfId,
    retried_by_id: row.retriedById,
    created_at: w.createdAt.toISOString(),
    updated_at: w.updatedAt.toISOString(),
    settled_at: iso(w.settledAt),
  };
}

/** Newest first, after the row `cursor` (its id) when given; `limit` rows. */
export async function listAdminWithdrawals(
  db: Queryable,
  opts: { state: AdminWithdrawalState | null; cursor?: number; limit: number },
): Promise<AdminWithdrawal[]> {
  const where: (SQL | undefined)[] = [opts.state ? eq(withdrawals.status, opts.state) : undefined];
  if (opts.cursor !== undefined) {
    where.push(
      sql`(${withdrawals.createdAt}, ${withdrawals.id}) < (select c.created_at, c.id from withdrawals c where c.id = ${opts.cursor})`,
    );
  }
  const rows = await baseQuery(db)
    .where(and(...where))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(opts.limit);
  return rows.map(toAdminWithdrawal);
}

export async function findAdminWithdrawal(db: Queryable, id: number): Promise<AdminWithdrawal | null> {
  const [row] = await baseQuery(db).where(eq(withdrawals.id, id));
  return row ? toAdminWithdrawal(row) : null;
}

/** How many withdrawals are in each state (one grouped count over withdrawals_status_created). */
export async function withdrawalCounts(db: Queryable): Promise<Record<AdminWithdrawalState, number>> {
  const rows = await db
    .select({ status: withdrawals.status, n: sql<string>`count(*)` })
    .from(withdrawals)
    .groupBy(withdrawals.status);
  const counts: Record<AdminWithdrawalState, number> = { AWAITING_APPROVAL: 0, PENDING: 0, COMPLETED: 0, FAILED: 0, REJECTED: 0 };
  for (const row of rows) if (row.status in counts) counts[row.status as AdminWithdrawalState] = Number(row.n);
  return counts;
}

/** Whether `id` names a withdrawal (a keyset cursor must). */
export async function withdrawalExists(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.id, id));
  return Boolean(row);
}
