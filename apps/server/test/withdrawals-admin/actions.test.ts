// Issue 17.3: a withdrawal above the approval threshold is debited but waits (the viewer sees it
// PENDING, no payout is sent, payout-reconcile leaves it alone); approve sends it through the
// wallet's payout path; reject returns the amount with one REFUND (the viewer sees FAILED); retry
// sends a failed payout again as a new linked withdrawal. Each audited once, each repeat a no-op.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, WITHDRAWALS_ADMIN_MESSAGES as M } from '@ott/contract';
import { flushSandboxPayouts, reconcilePayouts, walletHooks } from '../../src/features/wallet/index.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { signInWithRoles, type SignedIn } from '../admin/operators.ts';
import { balanceOf, getWallet } from '../wallet/fixtures.ts';
import {
  act,
  auditOf,
  expectMoneyConserved,
  fundedViewer,
  payoutsFor,
  requestWithdrawal,
  THRESHOLD_ENV,
  withdrawalRow,
} from './fixtures.ts';

let t: TestApp;
let finance: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ ...THRESHOLD_ENV, SANDBOX_PAYOUT_SECONDS: '3600' });
  finance = await signInWithRoles(t, ['finance']);
});
beforeEach(() => {
  walletHooks(t.deps).sandboxAutoSettle = true;
  walletHooks(t.deps).beforeCreatePayout = null;
});
afterAll(() => t?.close());

describe('above the threshold', () => {
  it('waits: debited, shown PENDING to the viewer, no payout sent, not picked up by payout-reconcile', async () => {
    const v = await fundedViewer(t, 3000);
    const small = await requestWithdrawal(v, 1000);
    expect((await withdrawalRow(t, small.withdrawal.id)).status).toBe('PENDING');
    const big = await requestWithdrawal(v, 1000.5);
    expect(big.withdrawal.status).toBe('PENDING');
    expect(big.balance).toBe(999.5);
    expect((await withdrawalRow(t, big.withdrawal.id)).status).toBe('AWAITING_APPROVAL');
    expect(await payoutsFor(t, big.withdrawal.id)).toHaveLength(0);
    await reconcilePayouts(t.deps, new Date(Date.now() + 3_600_000));
    expect(await payoutsFor(t, big.withdrawal.id)).toHaveLength(0);
    const wallet = await getWallet(v.client);
    expect(wallet.recent_transactions.find((r) => r.amount === 1000.5)).toMatchObject({ transaction_type: 'WITHDRAWAL', status: 'PENDING' });
    await flushSandboxPayouts(t.deps);
    await expectMoneyConserved(t, v.user.id, 300_000);
  });

  it('approve sends the payout; the sandbox bank pays it and the viewer sees COMPLETED; a repeat changes nothing', async () => {
    const v = await fundedViewer(t, 5000);
    const { withdrawal } = await requestWithdrawal(v, 4000);
    const approved = await act(finance.client, API.adminWithdrawalApprove(withdrawal.id));
    expect(approved).toMatchObject({ message: M.approved, changed: true, withdrawal: { state: 'PENDING', amount_paise: 400_000 } });
    expect(approved.withdrawal.decided_at).not.toBeNull();
    expect(await payoutsFor(t, withdrawal.id)).toHaveLength(1);
    await flushSandboxPayouts(t.deps);
    expect((await withdrawalRow(t, withdrawal.id)).status).toBe('COMPLETED');
    const again = await act(finance.client, API.adminWithdrawalApprove(withdrawal.id));
    expect(again).toMatchObject({ message: M.alreadyApproved, changed: false, withdrawal: { state: 'COMPLETED' } });
    const wallet = await getWallet(v.client);
    expect(wallet.recent_transactions.find((r) => r.transaction_type === 'WITHDRAWAL')?.status).toBe('COMPLETED');
    expect(wallet.balance).toBe(1000);
    const [audit, ...more] = await auditOf(t, 'withdrawal.approve', withdrawal.id);
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({ actorUserId: finance.user.id, targetType: 'withdrawal', before: { status: 'AWAITING_APPROVAL' }, after: { status: 'PENDING', decision: 'approved' } });
    await expectMoneyConserved(t, v.user.id, 500_000);
  });

  it('reject returns the amount with one REFUND; the viewer sees FAILED; approve after it is refused', async () => {
    const v = await fundedViewer(t, 2000);
    const { withdrawal } = await requestWithdrawal(v, 1500);
    expect(await balanceOf(t, v.user.id)).toBe(50_000);
    const bad = await finance.client.post(API.adminWithdrawalReject(withdrawal.id), { reason: '   ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: M.rejectReasonRequired });
    const rejected = await act(finance.client, API.adminWithdrawalReject(withdrawal.id), { reason: ' Account name does not match ' });
    expect(rejected).toMatchObject({ message: M.rejected, changed: true, withdrawal: { state: 'REJECTED', reject_reason: 'Account name does not match' } });
    expect(await balanceOf(t, v.user.id)).toBe(200_000);
    expect((await act(finance.client, API.adminWithdrawalReject(withdrawal.id), { reason: 'again' })).changed).toBe(false);
    const approve = await finance.client.post(API.adminWithdrawalApprove(withdrawal.id));
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toMatchObject({ message: M.alreadyRejected });
    const wallet = await getWallet(v.client);
    expect(wallet.recent_transactions.map((r) => [r.transaction_type, r.status])).toEqual(
      expect.arrayContaining([['WITHDRAWAL', 'FAILED'], ['REFUND', 'COMPLETED']]),
    );
    expect(await auditOf(t, 'withdrawal.reject', withdrawal.id)).toHaveLength(1);
    expect(await payoutsFor(t, withdrawal.id)).toHaveLength(0);
    // A rejected withdrawal does not use up one of the day's withdrawals.
    const limits = await v.client.get(API.withdrawalLimits);
    expect(limits.json()).toMatchObject({ remaining_today: 20 });
    await expectMoneyConserved(t, v.user.id, 200_000);
  });

  it('refuses what cannot be decided, in plain words', async () => {
    const v = await fundedViewer(t, 500);
    const { withdrawal } = await requestWithdrawal(v, 200);
    await flushSandboxPayouts(t.deps);
    for (const url of [API.adminWithdrawalApprove(withdrawal.id), API.adminWithdrawalReject(withdrawal.id)]) {
      const res = await finance.client.post(url, { reason: 'x' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 'error', message: M.notAwaitingApproval });
    }
    const missing = await finance.client.post(API.adminWithdrawalApprove(2_000_000_000));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'error', message: M.withdrawalNotFound });
    expect((await finance.client.post(API.adminWithdrawalRetry(withdrawal.id))).json()).toEqual({ status: 'error', message: M.notFailed });
  });
});

describe('retry a failed payout', () => {
  it('sends it again as a new linked withdrawal, debited again, once; the failed one stays refunded', async () => {
    const v = await fundedViewer(t, 800, { failing: true });
    const { withdrawal } = await requestWithdrawal(v, 500);
    await flushSandboxPayouts(t.deps);
    expect((await withdrawalRow(t, withdrawal.id)).status).toBe('FAILED');
    expect(await balanceOf(t, v.user.id)).toBe(80_000);
    walletHooks(t.deps).sandboxAutoSettle = false;
    const retried = await act(finance.client, API.adminWithdrawalRetry(withdrawal.id));
    expect(retried).toMatchObject({ message: M.retried, changed: true, withdrawal: { state: 'PENDING', retry_of_id: withdrawal.id, amount_paise: 50_000 } });
    const retryId = retried.withdrawal.id;
    expect(retryId).not.toBe(withdrawal.id);
    expect(await balanceOf(t, v.user.id)).toBe(30_000);
    expect(await payoutsFor(t, retryId)).toHaveLength(1);
    const again = await act(finance.client, API.adminWithdrawalRetry(withdrawal.id));
    expect(again).toMatchObject({ message: M.alreadyRetried, changed: false, withdrawal: { id: retryId } });
    const detail = await finance.client.get(API.adminWithdrawal(withdrawal.id));
    expect(detail.json()).toMatchObject({ withdrawal: { state: 'FAILED', retried_by_id: retryId }, balance: 300 });
    expect(await auditOf(t, 'withdrawal.retry', withdrawal.id)).toHaveLength(1);
    await expectMoneyConserved(t, v.user.id, 80_000);
  });

  it('refuses when the balance no longer covers it', async () => {
    const v = await fundedViewer(t, 600, { failing: true });
    const { withdrawal } = await requestWithdrawal(v, 500);
    await flushSandboxPayouts(t.deps);
    await requestWithdrawal(v, 400);
    const res = await finance.client.post(API.adminWithdrawalRetry(withdrawal.id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', message: M.retryLowBalance });
    expect(await auditOf(t, 'withdrawal.retry', withdrawal.id)).toHaveLength(0);
    await flushSandboxPayouts(t.deps);
    await expectMoneyConserved(t, v.user.id, 60_000);
  });
});
