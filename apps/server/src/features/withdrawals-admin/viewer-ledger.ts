// A viewer's ledger with a running balance (issue 17.3), newest first in keyset pages. The running
// balance is a window sum of the same per-row effect the wallet's balance sums (ledgerEffect), in
// the order (created_at, id), so the newest row's running balance is the wallet balance, always.
import { and, desc, eq, sql } from 'drizzle-orm';
import { maskPhone, WITHDRAWALS_ADMIN_MESSAGES as M, type ViewerLedgerResponse } from '@ott/contract';
import { users, walletTransactions as wt } from '../../lib/db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Queryable } from '../auth/index.ts';
import { balancePaise, ledgerEffect } from '../wallet/index.ts';
import { viewerName } from './withdrawal-view.ts';

export async function viewerLedger(
  db: Queryable,
  userId: number,
  opts: { cursor?: number; limit: number },
): Promise<Omit<ViewerLedgerResponse, 'status'>> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound(M.viewerNotFound);
  if (opts.cursor !== undefined) {
    const [own] = await db
      .select({ id: wt.id })
      .from(wt)
      .where(and(eq(wt.id, opts.cursor), eq(wt.userId, userId)));
    if (!own) throw badRequest(M.cursorInvalid);
  }
  const ledger = db
    .select({
      id: wt.id,
      type: wt.type,
      status: wt.status,
      description: wt.description,
      withdrawalId: wt.withdrawalId,
      createdAt: wt.createdAt,
      change: sql<string>`${ledgerEffect}`.as('change'),
      running: sql<string>`sum(${ledgerEffect}) over (order by ${wt.createdAt}, ${wt.id})`.as('running'),
    })
    .from(wt)
    .where(eq(wt.userId, userId))
    .as('ledger');
  const after =
    opts.cursor === undefined
      ? undefined
      : sql`(${ledger.createdAt}, ${ledger.id}) < (select c.created_at, c.id from wallet_transactions c where c.id = ${opts.cursor})`;
  const [rows, balance] = await Promise.all([
    db.select().from(ledger).where(after).orderBy(desc(ledger.createdAt), desc(ledger.id)).limit(opts.limit + 1),
    balancePaise(db, userId),
  ]);
  const page = rows.slice(0, opts.limit);
  return {
    viewer: { id: user.id, phone: maskPhone(user.phone), name: viewerName(user.firstName, user.lastName) },
    balance_paise: balance,
    data: page.map((r) => ({
      id: r.id,
      type: r.type,
      status: r.status,
      description: r.description,
      change_paise: Number(r.change),
      balance_paise: Number(r.running),
      withdrawal_id: r.withdrawalId,
      created_at: r.createdAt.toISOString(),
    })),
    next_cursor: rows.length > opts.limit && page.length > 0 ? String(page[page.length - 1]!.id) : null,
  };
}
