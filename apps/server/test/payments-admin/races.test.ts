// Issue 17.2's rule: every money action raced. Two refunds with one key, refunds with different keys
// that together ask for more than was paid, and a full refund while the referrer's withdrawal of
// that bonus is being paid out. Each ends with sums over the ledger, payments, refunds and the
// gateway's books showing no money created or lost.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, REFUND_MESSAGES, RefundResponse } from '@ott/contract';
import { refunds, sandboxPayouts, walletTransactions, withdrawals } from '../../src/lib/db/schema.ts';
import { paymentHooks } from '../../src/features/payments/index.ts';
import { reconcilePayouts, walletHooks } from '../../src/features/wallet/index.ts';
import { balancePaise } from '../../src/features/wallet/ledger.ts';
import { createTestApp, type TestApp, type TestClient } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { signInWithRoles } from '../admin/operators.ts';
import { paySubscription, referralChain, seedReferralWorld } from '../referral/fixtures.ts';
import { addAccount, credit, withdraw } from '../wallet/fixtures.ts';
import { expectMoneyConserved, orderOf, refundKey } from './fixtures.ts';

let t: TestApp;
let finance: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  await seedReferralWorld(t);
  paymentHooks(t.deps).sandboxWebhooks = false;
  finance = (await signInWithRoles(t, ['finance'])).client;
});
afterAll(() => t.close());

const refund = (orderId: number, body: Record<string, unknown>) =>
  finance.post(API.adminOrderRefund(orderId), { reason: 'Race test', idempotency_key: refundKey(), ...body });

/** Every ledger row of the user summed by hand: credits that completed minus every debit. */
async function ledgerByHand(userId: number) {
  const rows = await t.deps.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId));
  let sum = 0;
  for (const r of rows) {
    if (r.type === 'WITHDRAWAL' || r.type === 'BONUS_REVERSAL') sum -= r.amountPaise;
    else if (r.status === 'COMPLETED') sum += r.amountPaise;
  }
  return { sum, rows };
}

describe('refund races', () => {
  it('one key sent five times at once makes one refund, at the gateway too', async () => {
    const [referrer, payer] = await referralChain(t, 2);
    if (!referrer || !payer) throw new Error('chain');
    const order = await orderOf(t, await paySubscription(payer.client, 1));
    const bonus = await balancePaise(t.deps.db, referrer.user.id);
    const key = refundKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(order.id, { idempotency_key: key })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => RefundResponse.parse(a.json()).refund.id)).size).toBe(1);
    expect(await t.deps.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
    // The bonus went back exactly once.
    const { sum, rows } = await ledgerByHand(referrer.user.id);
    expect(rows.filter((r) => r.type === 'BONUS_REVERSAL').map((r) => r.amountPaise)).toEqual([bonus]);
    expect(sum).toBe(0);
    await expectMoneyConserved(t);
  });

  it('different keys at once asking for more than was paid: only what was paid goes back', async () => {
    const [r2, r1, payer] = await referralChain(t, 3);
    if (!r2 || !r1 || !payer) throw new Error('chain');
    const order = await orderOf(t, await paySubscription(payer.client, 1));
    const bonuses = [await balancePaise(t.deps.db, r1.user.id), await balancePaise(t.deps.db, r2.user.id)];
    const answers = await Promise.all([6_000, 6_000, 6_000, 6_000].map((amount) => refund(order.id, { amount_paise: amount })));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(3);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(REFUND_MESSAGES.overRefund);
    }
    const rows = await t.deps.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows.reduce((s, r) => s + r.amountPaise, 0)).toBe(18_000);
    // Each referrer keeps exactly the unrefunded share of the bonus (floors of each step add up).
    for (const [i, who] of [r1, r2].entries()) {
      const bonus = bonuses[i] ?? 0;
      const kept = (await ledgerByHand(who.user.id)).sum;
      expect(kept).toBe(await balancePaise(t.deps.db, who.user.id));
      expect(kept).toBe(bonus - Math.floor((bonus * 18_000) / 19_900));
    }
    await expectMoneyConserved(t);
  });

  it('a full refund while the referrer is being paid that bonus: the payout and the reversal both stand', async () => {
    const hooks = walletHooks(t.deps);
    const [referrer, payer] = await referralChain(t, 2);
    if (!referrer || !payer) throw new Error('chain');
    await credit(t, referrer.user.id, 10_000);
    const order = await orderOf(t, await paySubscription(payer.client, 3));
    const start = await balancePaise(t.deps.db, referrer.user.id);
    const bonus = start - 10_000;
    // The withdrawal of everything (bonus included) is sent and held in flight at the provider.
    hooks.sandboxAutoSettle = false;
    const account = await addAccount(referrer.client);
    const rupees = Math.floor(start / 100);
    const asked = await withdraw(referrer.client, { bank_account: account.id, amount: rupees });
    expect(asked.statusCode, asked.body).toBe(200);
    const [pending] = await t.deps.db.select().from(withdrawals).where(eq(withdrawals.userId, referrer.user.id));
    expect(pending?.status).toBe('PENDING');
    try {
      hooks.sandboxAutoSettle = true;
      const [refunded] = await Promise.all([refund(order.id, {}), reconcilePayouts(t.deps, new Date(Date.now() + 3_600_000))]);
      expect(refunded.statusCode, refunded.body).toBe(200);
    } finally {
      hooks.sandboxAutoSettle = true;
    }
    const [paidOut] = await t.deps.db.select().from(withdrawals).where(eq(withdrawals.id, pending?.id ?? -1));
    expect(paidOut?.status).toBe('COMPLETED');
    const [payout] = await t.deps.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.referenceId, String(pending?.id)));
    expect(payout?.amountPaise).toBe(rupees * 100);
    // What the referrer holds now = start − paid out − bonus taken back (a debt when below zero).
    const { sum, rows } = await ledgerByHand(referrer.user.id);
    expect(sum).toBe(start - rupees * 100 - bonus);
    expect(await balancePaise(t.deps.db, referrer.user.id)).toBe(sum);
    expect(rows.filter((r) => r.type === 'BONUS_REVERSAL').reduce((s, r) => s + r.amountPaise, 0)).toBe(bonus);
    // And across every wallet in the app: credits − debits = the sum of balances.
    const everyone = await t.deps.db.select({ userId: walletTransactions.userId }).from(walletTransactions);
    const ids = [...new Set(everyone.map((r) => r.userId))];
    let balances = 0;
    for (const id of ids) balances += await balancePaise(t.deps.db, id);
    let byHand = 0;
    for (const id of ids) byHand += (await ledgerByHand(id)).sum;
    expect(balances).toBe(byHand);
    expect(await t.deps.db.select().from(refunds).where(inArray(refunds.orderId, [order.id]))).toMatchObject([{ status: 'processed', amountPaise: order.amountPaise }]);
    await expectMoneyConserved(t);
  });
});

describe('another viewer sees nothing', () => {
  it('the console refuses viewers and other roles on its reads', async () => {
    const viewer = await signIn(t);
    for (const url of [API.adminPayments, API.adminPaymentsExport, API.adminPaymentsReconciliation, API.adminOrder(1)]) {
      expect((await viewer.client.get(url)).statusCode, url).toBe(403);
      expect((await (await signInWithRoles(t, ['support'])).client.get(url)).statusCode, url).toBe(403);
    }
  });
});
