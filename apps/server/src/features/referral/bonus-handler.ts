// Referral bonuses (SPEC 2.17/2.18, ARCHITECTURE 7; decision in docs/decisions.md): a completed
// SUBSCRIPTION payment credits the payer's referrer chain, up to five levels, each level its
// configured share of the amount paid (floor to the paisa). Rentals and redeemed codes earn
// nothing. Runs inside the dispatcher's transaction for the 'payment.completed' event.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { maskPhone } from '@ott/contract';
import type { DomainEvent, EventTx } from '../../lib/events/index.ts';
import { users } from '../../lib/db/schema.ts';
import { lockWallet, recordTransaction, sourceKeys } from '../wallet/ledger.ts';
import { bonusSharesAt, MAX_BONUS_LEVELS } from './bonus-levels-at.ts';

export { MAX_BONUS_LEVELS };

/** What payments/fulfil-order.ts writes into the event (snake_case, as stored). */
const PaymentCompleted = z.object({
  user_id: z.number().int().positive(),
  order_id: z.string().min(1),
  amount_paise: z.number().int().nonnegative(),
  kind: z.string(),
});

export interface BonusCredit {
  userId: number;
  level: number;
  amountPaise: number;
}

/** floor(amount × basis points / 10 000): integer paise, never more than the share. */
export function bonusPaise(amountPaise: number, basisPoints: number): number {
  return Math.floor((amountPaise * basisPoints) / 10_000);
}

interface ChainLink {
  id: number;
  referredById: number | null;
  deletedAt: Date | null;
  depth: number;
}

/**
 * The payer's referrers, nearest first, at most five: one recursive query over the users primary
 * key. The depth cap also ends any cycle (attachReferrer refuses cycles; this is the backstop).
 */
async function referrerChain(tx: EventTx, payerId: number): Promise<ChainLink[]> {
  const result = await tx.execute<{ id: number; referred_by_id: number | null; deleted_at: Date | string | null; depth: number }>(sql`
    with recursive chain(id, referred_by_id, deleted_at, depth) as (
      select r.id, r.referred_by_id, r.deleted_at, 1
        from ${users} p join ${users} r on r.id = p.referred_by_id
        where p.id = ${payerId}
      union all
      select r.id, r.referred_by_id, r.deleted_at, c.depth + 1
        from chain c join ${users} r on r.id = c.referred_by_id
        where c.depth < ${MAX_BONUS_LEVELS}
    )
    select id, referred_by_id, deleted_at, depth from chain order by depth`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    referredById: row.referred_by_id === null ? null : Number(row.referred_by_id),
    deletedAt: row.deleted_at === null ? null : new Date(row.deleted_at),
    depth: Number(row.depth),
  }));
}

/**
 * Credits the chain for one completed payment. Safe to run any number of times for one event:
 * every credit's source key (order id + level) is unique, so a repeat inserts nothing.
 * Returns the credits written this time.
 */
export async function creditReferralBonuses(tx: EventTx, event: DomainEvent): Promise<BonusCredit[]> {
  const payment = PaymentCompleted.parse(event.payload);
  if (payment.kind !== 'subscription' || payment.amount_paise === 0) return [];
  const [payer] = await tx
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(eq(users.id, payment.user_id));
  if (!payer) return [];
  const chain = await referrerChain(tx, payer.id);
  if (chain.length === 0) return [];
  // The levels in force when the payment completed, not now (issue 17.4, bonus-levels-at.ts).
  const shareOf = await bonusSharesAt(tx, event.createdAt);
  const from = maskPhone(payer.phone);
  const credits: BonusCredit[] = [];
  // Wallet locks are taken in chain order (nearest referrer first). Every chain runs up the same
  // acyclic tree, so any two bonus transactions lock shared wallets in the same order.
  for (const link of chain) {
    // A cycle would bring the payer back; nobody earns from their own payment.
    if (link.id === payer.id) break;
    // A deleted account earns nothing, but the referrers above it still do.
    if (link.deletedAt) continue;
    const amountPaise = bonusPaise(payment.amount_paise, shareOf.get(link.depth) ?? 0);
    if (amountPaise <= 0) continue;
    await lockWallet(tx, link.id);
    const row = await recordTransaction(tx, {
      userId: link.id,
      type: 'REFERRAL_BONUS',
      amountPaise,
      status: 'COMPLETED',
      sourceKey: sourceKeys.bonus(payment.order_id, link.depth),
      description: `Level ${link.depth} referral bonus from ${from}`,
      sourceUserId: payer.id,
      level: link.depth,
    });
    if (row) credits.push({ userId: link.id, level: link.depth, amountPaise });
  }
  return credits;
}
