// Issue 17.3 races, each run several times: approve and reject at once, approve twice, retry twice,
// and reject while a payout webhook arrives. Exactly one outcome each time, one audit row per
// change, at most one payout per withdrawal, and the ledger sums prove no money made or lost.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, WithdrawalActionResponse } from '@ott/contract';
import { flushSandboxPayouts, setSandboxPayoutStatus, walletHooks } from '../../src/features/wallet/index.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { signInWithRoles, type SignedIn } from '../admin/operators.ts';
import {
  auditOf,
  expectMoneyConserved,
  fundedViewer,
  payoutsFor,
  postPayoutWebhook,
  requestWithdrawal,
  THRESHOLD_ENV,
  withdrawalRow,
} from './fixtures.ts';

const ROUNDS = 4;
let t: TestApp;
let finance: SignedIn;
let second: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ ...THRESHOLD_ENV, SANDBOX_PAYOUT_SECONDS: '3600' });
  finance = await signInWithRoles(t, ['finance']);
  second = await signInWithRoles(t, ['finance']);
});
beforeEach(() => {
  walletHooks(t.deps).sandboxAutoSettle = true;
});
afterAll(() => t?.close());

const parsed = (res: { statusCode: number; json(): unknown }) => (res.statusCode === 200 ? WithdrawalActionResponse.parse(res.json()) : null);

describe('races', () => {
  it('approve and reject at once: exactly one wins, the other is refused', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const v = await fundedViewer(t, 3000);
      const { withdrawal } = await requestWithdrawal(v, 2000);
      const [a, r] = await Promise.all([
        finance.client.post(API.adminWithdrawalApprove(withdrawal.id)),
        second.client.post(API.adminWithdrawalReject(withdrawal.id), { reason: 'race' }),
      ]);
      expect([a.statusCode, r.statusCode].sort()).toEqual([200, 409]);
      const approvedWon = a.statusCode === 200;
      expect(parsed(approvedWon ? a : r)?.changed).toBe(true);
      await flushSandboxPayouts(t.deps);
      expect((await withdrawalRow(t, withdrawal.id)).status).toBe(approvedWon ? 'COMPLETED' : 'REJECTED');
      const audits = [...(await auditOf(t, 'withdrawal.approve', withdrawal.id)), ...(await auditOf(t, 'withdrawal.reject', withdrawal.id))];
      expect(audits).toHaveLength(1);
      await expectMoneyConserved(t, v.user.id, 300_000);
    }
  });

  it('approve twice at once: one payout, one audit row', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const v = await fundedViewer(t, 3000);
      const { withdrawal } = await requestWithdrawal(v, 2500);
      const results = await Promise.all([finance.client, second.client].map((c) => c.post(API.adminWithdrawalApprove(withdrawal.id))));
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(results.map((r) => parsed(r)?.changed).sort()).toEqual([false, true]);
      expect(await payoutsFor(t, withdrawal.id)).toHaveLength(1);
      expect(await auditOf(t, 'withdrawal.approve', withdrawal.id)).toHaveLength(1);
      await flushSandboxPayouts(t.deps);
      await expectMoneyConserved(t, v.user.id, 300_000);
    }
  });

  it('retry twice at once: one new withdrawal, debited once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const v = await fundedViewer(t, 900, { failing: true });
      const { withdrawal } = await requestWithdrawal(v, 400);
      await flushSandboxPayouts(t.deps);
      const results = await Promise.all([finance.client, second.client].map((c) => c.post(API.adminWithdrawalRetry(withdrawal.id))));
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      const [x, y] = results.map(parsed);
      expect([x?.changed, y?.changed].sort()).toEqual([false, true]);
      expect(x?.withdrawal.id).toBe(y?.withdrawal.id);
      expect(await auditOf(t, 'withdrawal.retry', withdrawal.id)).toHaveLength(1);
      // The retry goes to the same refusing account: it fails too, and comes back once more.
      await flushSandboxPayouts(t.deps);
      await expectMoneyConserved(t, v.user.id, 90_000);
    }
  });

  it('reject while a payout webhook for the withdrawal arrives: one refund, never two', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const v = await fundedViewer(t, 3000);
      const { withdrawal } = await requestWithdrawal(v, 1500);
      // A signed event naming this withdrawal although no payout was ever sent for it.
      const [reject, hook] = await Promise.all([
        finance.client.post(API.adminWithdrawalReject(withdrawal.id), { reason: 'race' }),
        postPayoutWebhook(t, { id: `pout_Stray${round}x${withdrawal.id}`, amount: 150_000, status: 'failed', reference_id: String(withdrawal.id) }),
      ]);
      expect(reject.statusCode, reject.body).toBe(200);
      expect(hook.statusCode, hook.body).toBe(200);
      expect((await withdrawalRow(t, withdrawal.id)).status).toBe('REJECTED');
      await expectMoneyConserved(t, v.user.id, 300_000);
    }
  });

  it('reject after approval while the payout webhook settles it: refused, the payout decides', async () => {
    walletHooks(t.deps).sandboxAutoSettle = false;
    for (const status of ['failed', 'processed', 'reversed'] as const) {
      const v = await fundedViewer(t, 3000);
      const { withdrawal } = await requestWithdrawal(v, 1800);
      await finance.client.post(API.adminWithdrawalApprove(withdrawal.id));
      const [payout] = await payoutsFor(t, withdrawal.id);
      if (!payout) throw new Error('no payout sent');
      // The provider's books move first, then it tells us.
      await setSandboxPayoutStatus(t.deps, payout.id, status);
      const [reject, hook] = await Promise.all([
        second.client.post(API.adminWithdrawalReject(withdrawal.id), { reason: 'too late' }),
        postPayoutWebhook(t, { id: payout.id, amount: 180_000, status, reference_id: String(withdrawal.id) }),
      ]);
      expect(reject.statusCode).toBe(409);
      expect(hook.statusCode, hook.body).toBe(200);
      expect((await withdrawalRow(t, withdrawal.id)).status).toBe(status === 'processed' ? 'COMPLETED' : 'FAILED');
      await expectMoneyConserved(t, v.user.id, 300_000);
    }
  });
});
