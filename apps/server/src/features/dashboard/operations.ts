// What needs an operator now: withdrawals waiting (for approval, or for their payout) and failing
// background jobs (pg-boss's own table: retrying ones, and ones that failed for good in a day).
import { inArray, sql } from 'drizzle-orm';
import type { DashboardFailingJobs, DashboardMoneyResponse } from '@ott/contract';
import type { Queryable } from '../auth/index.ts';
import { withdrawals } from '../../lib/db/schema.ts';
import { at } from './day-sql.ts';

type PendingWithdrawals = DashboardMoneyResponse['data']['pending_withdrawals'];

/** Served by withdrawals_status_created (status first). */
export async function pendingWithdrawals(db: Queryable): Promise<PendingWithdrawals> {
  const rows = await db
    .select({ status: withdrawals.status, count: sql<string>`count(*)`, amount: sql<string>`coalesce(sum(${withdrawals.amountPaise}), 0)` })
    .from(withdrawals)
    .where(inArray(withdrawals.status, ['AWAITING_APPROVAL', 'PENDING']))
    .groupBy(withdrawals.status);
  const of = (status: string) => {
    const row = rows.find((r) => r.status === status);
    return { count: Number(row?.count ?? 0), amount_paise: Number(row?.amount ?? 0) };
  };
  return { awaiting_approval: of('AWAITING_APPROVAL'), in_payout: of('PENDING') };
}

const FAILED_WITHIN_MS = 86_400_000;

/** Queues with retrying or recently failed jobs; none before pg-boss has made its schema. */
export async function failingJobs(db: Queryable, now: Date): Promise<DashboardFailingJobs[]> {
  const exists = await db.execute(sql`select to_regclass('pgboss.job') is not null as ready`);
  if (exists.rows[0]?.ready !== true) return [];
  const since = new Date(now.getTime() - FAILED_WITHIN_MS);
  const result = await db.execute(sql`
    select name,
      count(*) filter (where state = 'failed') as failed,
      count(*) filter (where state = 'retry') as retrying
    from pgboss.job
    where state = 'retry' or (state = 'failed' and completed_on >= ${at(since)})
    group by name order by name`);
  return result.rows.map((row) => ({ queue: String(row.name), failed: Number(row.failed), retrying: Number(row.retrying) }));
}
