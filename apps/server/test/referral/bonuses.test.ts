// Five-level referral bonuses (ARCHITECTURE 7, docs/decisions.md): a subscription payment credits
// the payer's referrer chain once, whatever path, replay or race delivers its event.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusLevels, domainEvents, users, walletTransactions } from '../../src/lib/db/schema.ts';
import { paymentHooks } from '../../src/features/payments/index.ts';
import { bonusPaise } from '../../src/features/referral/index.ts';
import { balancePaise } from '../../src/features/wallet/ledger.ts';
import { dispatchDomainEvents, onDomainEvent } from '../../src/lib/events/index.ts';
import { BONUS_LEVEL_SEED } from '../../src/features/seed/data/commerce.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { bonusesOf, eventOf, payRental, paySubscription, referralChain, seedReferralWorld } from './fixtures.ts';

const PREMIUM_PAISE = 99_900;
const SHARES = new Map(BONUS_LEVEL_SEED);

let t: TestApp;
let rentalVideoId: number;
/** A switch for a second 'payment.completed' handler, to make dispatch fail on demand. */
let failDispatch = false;

beforeAll(async () => {
  t = await createTestApp();
  rentalVideoId = (await seedReferralWorld(t)).rental.id;
  // Only the browser's verify settles orders here (webhooks have their own tests).
  paymentHooks(t.deps).sandboxWebhooks = false;
  onDomainEvent(t.deps, 'payment.completed', 'test-switch', async () => {
    if (failDispatch) throw new Error('handler down (test)');
  });
});
afterAll(() => t.close());

const ids = (members: { user: { id: number } }[]) => members.map((m) => m.user.id);
const credits = async (userIds: number[]) =>
  (await bonusesOf(t, userIds)).map((r) => [r.userId, r.level, r.amountPaise, r.status, r.sourceUserId]);

describe('payment.completed → referral bonuses', () => {
  it('a subscription bought by U6 credits U5..U1 the five configured shares, once, and nobody else', async () => {
    const outsider = await signIn(t);
    const chain = await referralChain(t, 6);
    const [u1, u2, u3, u4, u5, u6] = chain;
    if (!u1 || !u2 || !u3 || !u4 || !u5 || !u6) throw new Error('chain');
    const orderId = await paySubscription(u6.client, 3);

    // Credited at verify time, in the same request (after the fulfilment committed).
    const expected = [u5, u4, u3, u2, u1].map((m, i) => {
      const level = i + 1;
      return [m.user.id, level, bonusPaise(PREMIUM_PAISE, SHARES.get(level) ?? -1), 'COMPLETED', u6.user.id];
    });
    expect(expected.map((e) => e[2])).toEqual([9_990, 4_995, 2_997, 1_998, 999]);
    expect(await credits([...ids(chain), outsider.user.id])).toEqual(expected.sort((a, b) => Number(a[0]) - Number(b[0])));
    expect(await balancePaise(t.deps.db, u5.user.id)).toBe(9_990);
    expect(await balancePaise(t.deps.db, u1.user.id)).toBe(999);

    const rows = await bonusesOf(t, [u5.user.id]);
    const masked = `${u6.phone.slice(0, 4)}****${u6.phone.slice(-4)}`;
    expect(rows[0]).toMatchObject({
      description: `Level 1 referral bonus from ${masked}`,
      sourceKey: `bonus:${orderId}:L1`,
    });
    expect(rows[0]?.description).not.toContain(u6.phone);
    expect((await eventOf(t, orderId)).dispatchedAt).not.toBeNull();

    // The same event again: the dispatcher, a re-opened event, a replayed copy — nothing more.
    expect(await dispatchDomainEvents(t.deps)).toEqual({ dispatched: 0, failed: 0 });
    const event = await eventOf(t, orderId);
    await t.deps.db.update(domainEvents).set({ dispatchedAt: null }).where(eq(domainEvents.id, event.id));
    await t.deps.db
      .insert(domainEvents)
      .values({ type: 'payment.completed', dedupeKey: `${orderId}:replay`, payload: event.payload });
    expect(await dispatchDomainEvents(t.deps)).toEqual({ dispatched: 2, failed: 0 });
    const again = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(domainEvents)
      .where(and(inArray(domainEvents.dedupeKey, [orderId, `${orderId}:replay`]), sql`${domainEvents.dispatchedAt} is null`));
    expect(again[0]?.n).toBe(0);
    expect(await credits([...ids(chain), outsider.user.id])).toEqual(expected);

    // Verifying the same payment again changes nothing either.
    expect(await dispatchDomainEvents(t.deps)).toEqual({ dispatched: 0, failed: 0 });
  });

  it('a longer chain still pays only five levels; a second subscription pays again', async () => {
    const chain = await referralChain(t, 7);
    const payer = chain[6];
    if (!payer) throw new Error('chain');
    await paySubscription(payer.client, 1);
    await paySubscription(payer.client, 1);
    const rows = await bonusesOf(t, ids(chain));
    // chain[0] is six levels up: nothing. chain[1..5] get levels 5..1, twice.
    expect(rows.filter((r) => r.userId === chain[0]?.user.id)).toEqual([]);
    expect(rows).toHaveLength(10);
    for (let level = 1; level <= 5; level += 1) {
      const member = chain[6 - level];
      const mine = rows.filter((r) => r.userId === member?.user.id);
      expect(mine.map((r) => [r.level, r.amountPaise])).toEqual([
        [level, bonusPaise(19_900, SHARES.get(level) ?? -1)],
        [level, bonusPaise(19_900, SHARES.get(level) ?? -1)],
      ]);
    }
    // Level 1 of ₹199 at 10% is ₹19.90; level 4 at 2% is ₹3.98: exact paise, no rounding up.
    expect(bonusPaise(19_900, 1000)).toBe(1_990);
    expect(bonusPaise(12_345, 1000)).toBe(1_234);
    expect(bonusPaise(12_345, 100)).toBe(123);
  });

  it('a rental earns nobody anything (only subscriptions do), and its event is still dispatched', async () => {
    const [referrer, renter] = await referralChain(t, 2);
    if (!referrer || !renter) throw new Error('chain');
    const orderId = await payRental(renter.client, rentalVideoId);
    expect((await eventOf(t, orderId)).dispatchedAt).not.toBeNull();
    expect(await bonusesOf(t, [referrer.user.id, renter.user.id])).toEqual([]);
  });

  it('a deleted referrer gets nothing; the referrers above still get their own levels', async () => {
    const chain = await referralChain(t, 4);
    const [top, deleted, near, payer] = chain;
    if (!top || !deleted || !near || !payer) throw new Error('chain');
    await t.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
    await paySubscription(payer.client, 2);
    expect(await credits(ids(chain))).toEqual([
      [top.user.id, 3, bonusPaise(49_900, SHARES.get(3) ?? -1), 'COMPLETED', payer.user.id],
      [near.user.id, 1, bonusPaise(49_900, SHARES.get(1) ?? -1), 'COMPLETED', payer.user.id],
    ]);
  });

  it('a level whose share is zero is skipped; the levels around it are paid', async () => {
    const chain = await referralChain(t, 4);
    const [l3, l2, l1, payer] = chain;
    if (!l3 || !l2 || !l1 || !payer) throw new Error('chain');
    await t.deps.db.update(bonusLevels).set({ percentBasisPoints: 0 }).where(eq(bonusLevels.level, 2));
    try {
      await paySubscription(payer.client, 1);
    } finally {
      await t.deps.db.update(bonusLevels).set({ percentBasisPoints: SHARES.get(2) ?? 0 }).where(eq(bonusLevels.level, 2));
    }
    expect(await credits(ids(chain))).toEqual([
      [l3.user.id, 3, bonusPaise(19_900, SHARES.get(3) ?? -1), 'COMPLETED', payer.user.id],
      [l1.user.id, 1, bonusPaise(19_900, SHARES.get(1) ?? -1), 'COMPLETED', payer.user.id],
    ]);
  });

  it('a payer without a referrer credits nothing', async () => {
    const loner = await signIn(t);
    const before = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(walletTransactions);
    await paySubscription(loner.client, 1);
    const after = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(walletTransactions);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('a failing dispatch never fails the payment; the next sweep credits exactly once', async () => {
    const [referrer, payer] = await referralChain(t, 2);
    if (!referrer || !payer) throw new Error('chain');
    failDispatch = true;
    let orderId: string;
    try {
      orderId = await paySubscription(payer.client, 1);
      // Paid and subscribed, but the bonus is rolled back with the failing dispatch.
      expect((await eventOf(t, orderId)).dispatchedAt).toBeNull();
      expect(await bonusesOf(t, [referrer.user.id])).toEqual([]);
      const failed = await dispatchDomainEvents(t.deps);
      expect(failed.failed).toBeGreaterThanOrEqual(1);
      expect(await bonusesOf(t, [referrer.user.id])).toEqual([]);
    } finally {
      failDispatch = false;
    }
    const report = await dispatchDomainEvents(t.deps);
    expect(report.failed).toBe(0);
    expect(report.dispatched).toBeGreaterThanOrEqual(1);
    expect((await eventOf(t, orderId)).dispatchedAt).not.toBeNull();
    expect(await credits([referrer.user.id])).toEqual([[referrer.user.id, 1, 1_990, 'COMPLETED', payer.user.id]]);
  });

  it('concurrent dispatchers credit every event exactly once', async () => {
    const chain = await referralChain(t, 6);
    const payerIds = ids(chain).slice(1);
    // Recorded but not yet dispatched, as after a crash right after the fulfilment commit.
    const events = payerIds.flatMap((userId, i) =>
      [0, 1, 2].map((n) => ({
        type: 'payment.completed',
        dedupeKey: `order_concurrent_${userId}_${n}`,
        payload: { user_id: userId, order_id: `order_concurrent_${userId}_${n}`, amount_paise: 10_000 + i, kind: 'subscription', plan_id: 1 },
      })),
    );
    await t.deps.db.insert(domainEvents).values(events);
    const reports = await Promise.all([1, 2, 3, 4, 5].map(() => dispatchDomainEvents(t.deps)));
    expect(reports.reduce((sum, r) => sum + r.dispatched, 0)).toBe(events.length);
    expect(reports.every((r) => r.failed === 0)).toBe(true);
    const rows = await bonusesOf(t, ids(chain));
    // Payer chain[k] (k = 1..5) has k referrers above it: 3 events × k credits each.
    expect(rows).toHaveLength(3 * (1 + 2 + 3 + 4 + 5));
    expect(new Set(rows.map((r) => r.sourceKey)).size).toBe(rows.length);
    // Re-opened and raced again: still nothing new.
    await t.deps.db
      .update(domainEvents)
      .set({ dispatchedAt: null })
      .where(inArray(domainEvents.dedupeKey, events.map((e) => e.dedupeKey)));
    const again = await Promise.all([1, 2, 3].map(() => dispatchDomainEvents(t.deps)));
    expect(again.reduce((sum, r) => sum + r.dispatched, 0)).toBe(events.length);
    expect(await bonusesOf(t, ids(chain))).toHaveLength(rows.length);
    const top = chain[0];
    if (!top) throw new Error('chain');
    // The top of the chain is every payer's ancestor: levels 1-5 from payers 1-5, three times.
    const expectedTop = [1, 2, 3, 4, 5].reduce((sum, level) => sum + 3 * bonusPaise(10_000 + level - 1, SHARES.get(level) ?? -1), 0);
    expect(await balancePaise(t.deps.db, top.user.id)).toBe(expectedTop);
  });
});
