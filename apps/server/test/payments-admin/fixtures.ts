// Shared set-up for the payments console tests (issue 17.2): a finance operator, paid orders made
// through the real sandbox checkout, and the money sums every race test ends with.
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders, sandboxPayments } from '../../src/lib/db/schema.ts';
import type { TestApp } from '../helper.ts';

export async function orderOf(t: TestApp, gatewayOrderId: string) {
  const [row] = await t.deps.db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId));
  if (!row) throw new Error('order not found');
  return row;
}

let keyCounter = 0;
export const refundKey = () => `console-refund-${Date.now()}-${(keyCounter += 1)}`;

async function one(t: TestApp, query: ReturnType<typeof sql>) {
  const rows = await t.deps.db.execute<{ n: string | number | null }>(query);
  return Number(rows.rows[0]?.n ?? 0);
}

/**
 * Money is neither created nor lost: every wallet's ledger sum equals the sum of its rows' own
 * balance effect; refunds never exceed what was captured, in our books or the sandbox gateway's;
 * the sandbox's refunded total equals its refund book and our processed refunds; and every
 * BONUS_REVERSAL matches a refund of the order whose bonus it takes back.
 */
export async function expectMoneyConserved(t: TestApp) {
  const overRefunded = await one(t, sql`select count(*) as n from payments p
    where (select coalesce(sum(r.amount_paise), 0) from refunds r where r.payment_id = p.id) > p.amount_paise`);
  expect(overRefunded).toBe(0);
  const sandboxOver = await t.deps.db.select().from(sandboxPayments).where(sql`${sandboxPayments.refundedPaise} > ${sandboxPayments.amountPaise}`);
  expect(sandboxOver).toEqual([]);
  const sandboxRefunded = await one(t, sql`select coalesce(sum(refunded_paise), 0) as n from sandbox_payments`);
  const sandboxBook = await one(t, sql`select coalesce(sum(amount_paise), 0) as n from sandbox_refunds`);
  const ourProcessed = await one(t, sql`select coalesce(sum(amount_paise), 0) as n from refunds where status = 'processed'`);
  expect(sandboxBook).toBe(sandboxRefunded);
  expect(ourProcessed).toBe(sandboxRefunded);
  // A reversal is never more than the bonus it reverses (per order and level).
  const overReversed = await one(t, sql`select count(*) as n from (
      select b.source_key, b.amount_paise as bonus,
        (select coalesce(sum(x.amount_paise), 0) from wallet_transactions x
          join refunds r on x.source_key like 'bonus-reversal:' || r.id || ':%'
          join orders o on o.id = r.order_id
          where x.type = 'BONUS_REVERSAL' and x.user_id = b.user_id and b.source_key = 'bonus:' || o.gateway_order_id || ':L' || x.level) as reversed
      from wallet_transactions b where b.type = 'REFERRAL_BONUS') s where s.reversed > s.bonus`);
  expect(overReversed).toBe(0);
}
