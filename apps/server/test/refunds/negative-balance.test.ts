// A refund that takes back a bonus the referrer already withdrew leaves the referrer owing (issue
// 17.2, docs/decisions.md 'Refunds and double captures'): the ledger goes below zero, the viewer's
// wallet shows ₹0 (never a minus), and no withdrawal is possible until new credits cover the debt.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API } from '@ott/contract';
import { orders } from '../../src/lib/db/schema.ts';
import { paymentHooks } from '../../src/features/payments/index.ts';
import { balancePaise } from '../../src/features/wallet/ledger.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { signInWithRoles } from '../admin/operators.ts';
import { paySubscription, referralChain, seedReferralWorld } from '../referral/fixtures.ts';
import { addAccount, credit, getWallet, withdraw } from '../wallet/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_PAYOUT_SECONDS: '3600' });
  await seedReferralWorld(t);
  paymentHooks(t.deps).sandboxWebhooks = false;
});
afterAll(() => t.close());

it('a referrer who spent the bonus owes it: the ledger is negative, the wallet shows ₹0, withdrawals wait', async () => {
  const [referrer, payer] = await referralChain(t, 2);
  if (!referrer || !payer) throw new Error('chain');
  const finance = (await signInWithRoles(t, ['finance'])).client;
  await credit(t, referrer.user.id, 10_000);
  const gatewayOrderId = await paySubscription(payer.client, 3);
  const [order] = await t.deps.db
    .select()
    .from(orders)
    .where(eq(orders.gatewayOrderId, gatewayOrderId));
  const before = await balancePaise(t.deps.db, referrer.user.id);
  const bonus = before - 10_000;
  expect(bonus).toBeGreaterThan(0);
  const account = await addAccount(referrer.client);
  const spent = Math.floor(before / 100);
  expect(
    (await withdraw(referrer.client, { bank_account: account.id, amount: spent })).statusCode,
  ).toBe(200);

  const refunded = await finance.post(API.adminOrderRefund(order!.id), {
    reason: 'Customer asked',
    idempotency_key: 'negative-balance-1',
  });
  expect(refunded.statusCode, refunded.body).toBe(200);
  const owed = before - spent * 100 - bonus;
  expect(owed).toBeLessThan(0);
  expect(await balancePaise(t.deps.db, referrer.user.id)).toBe(owed);

  const wallet = await getWallet(referrer.client);
  expect(wallet.balance).toBe(0);
  const refused = await withdraw(referrer.client, { bank_account: account.id, amount: 1 });
  expect(refused.statusCode).toBe(400);
  expect(await balancePaise(t.deps.db, referrer.user.id)).toBe(owed);
});
