// A withdrawal's status as the wallet list reports it (issue 12 point 9): PENDING while the payout
// is in flight, then COMPLETED, or FAILED with a REFUND, once the bank decides. The sandbox bank
// holds a payout for SANDBOX_PAYOUT_SECONDS, like a real transfer, instead of settling it at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WithdrawalResponse } from '@ott/contract';
import { flushSandboxPayouts, reconcilePayouts } from '../../src/features/wallet/index.ts';
import { PAYOUT_CREATE_GRACE_MS } from '../../src/features/wallet/reconcile-payouts.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { addAccount, credit, getWallet, withdraw } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_PAYOUT_SECONDS: '60' });
});
afterAll(() => t.close());

/** A user with ₹500 who withdraws `amount` rupees to a new account. */
async function withdrawn(amount: number, accountNumber?: string) {
  const s = await signIn(t);
  const account = await addAccount(s.client, accountNumber ? { account_number: accountNumber } : {});
  await credit(t, s.user.id, 50_000);
  const res = await withdraw(s.client, { bank_account: account.id, amount, request_id: `withdrawal-${s.user.id}-${amount}` });
  expect(res.statusCode, res.body).toBe(200);
  return { ...s, response: WithdrawalResponse.parse(res.json()) };
}

const rows = async (client: Awaited<ReturnType<typeof signIn>>['client']) =>
  (await getWallet(client)).recent_transactions.map((x) => [x.transaction_type, x.status, x.amount]);

/** Time for any settlement the request started on its own (the old sandbox settled at once). */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('GET /users/wallet/ while a payout is in flight', () => {
  it('reports the withdrawal PENDING (already debited) until the payout settles, then COMPLETED', async () => {
    const { client, response } = await withdrawn(200);
    expect(response.withdrawal.status).toBe('PENDING');
    await aMoment();
    expect(await rows(client)).toEqual([
      ['WITHDRAWAL', 'PENDING', 200],
      ['REFERRAL_BONUS', 'COMPLETED', 500],
    ]);
    expect((await getWallet(client)).balance).toBe(300);

    // The payout-reconcile job asking about it early does not settle it: the bank has not decided.
    await reconcilePayouts(t.deps, new Date(Date.now() + PAYOUT_CREATE_GRACE_MS + 1_000));
    expect((await rows(client))[0]).toEqual(['WITHDRAWAL', 'PENDING', 200]);

    await flushSandboxPayouts(t.deps);
    expect(await rows(client)).toEqual([
      ['WITHDRAWAL', 'COMPLETED', 200],
      ['REFERRAL_BONUS', 'COMPLETED', 500],
    ]);
    expect((await getWallet(client)).balance).toBe(300);
  });

  it('reports a payout the bank rejects as PENDING first, then FAILED with a COMPLETED REFUND', async () => {
    const { client } = await withdrawn(150, '123456780000');
    await aMoment();
    expect((await rows(client))[0]).toEqual(['WITHDRAWAL', 'PENDING', 150]);
    await flushSandboxPayouts(t.deps);
    expect(await rows(client)).toEqual([
      ['REFUND', 'COMPLETED', 150],
      ['WITHDRAWAL', 'FAILED', 150],
      ['REFERRAL_BONUS', 'COMPLETED', 500],
    ]);
    expect((await getWallet(client)).balance).toBe(500);
  });
});
