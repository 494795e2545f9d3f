// Payouts (ARCHITECTURE 7): the sandbox provider's test rule (an account ending 0000 fails), the
// refund of a failed payout, settleWithdrawal's idempotency under repeats and races, a reversal
// after processing, the provider being down (left PENDING, sent once by payout-reconcile), and
// the reconcile job settling payouts whose outcome was never heard.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, WithdrawalResponse } from '@ott/contract';
import { sandboxPayouts } from '../../src/lib/db/schema.ts';
import {
  flushSandboxPayouts,
  payoutGateway,
  reconcilePayouts,
  sandboxPayoutWebhookSecret,
  setSandboxPayoutStatus,
  settleWithdrawal,
  walletHooks,
} from '../../src/features/wallet/index.ts';
import { PAYOUT_CREATE_GRACE_MS } from '../../src/features/wallet/reconcile-payouts.ts';
import { jobHandlers } from '../../src/features/jobs.ts';
import type { TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { accountRows, addAccount, balanceOf, credit, getLimits, getWallet, ledgerOf, withdraw, withdrawalsOf, useWalletTestApp } from './fixtures.ts';

let t: TestApp;
useWalletTestApp((app) => (t = app));

const later = () => new Date(Date.now() + PAYOUT_CREATE_GRACE_MS + 1_000);

async function withdrawn(rupees: number, amount: number, accountNumber?: string) {
  const s = await signIn(t);
  const account = await addAccount(
    s.client,
    accountNumber ? { account_number: accountNumber } : {},
  );
  await credit(t, s.user.id, rupees * 100);
  const res = await withdraw(s.client, { bank_account: account.id, amount });
  expect(res.statusCode, res.body).toBe(200);
  const body = WithdrawalResponse.parse(res.json());
  return { ...s, account, withdrawalId: body.withdrawal.id, response: body };
}

const ledgerSummary = async (userId: number) =>
  (await ledgerOf(t, userId)).map((r) => [r.type, r.status, r.amountPaise]);

describe('sandbox provider', () => {
  it('fails a payout to an account ending 0000: withdrawal FAILED, WITHDRAWAL row FAILED, one REFUND, balance back', async () => {
    const { client, user, withdrawalId } = await withdrawn(500, 200, '123456780000');
    expect(await balanceOf(t, user.id)).toBe(30_000);
    await flushSandboxPayouts(t.deps);
    const [w] = await withdrawalsOf(t, user.id);
    expect(w).toMatchObject({
      id: withdrawalId,
      status: 'FAILED',
      payoutStatus: 'failed',
      failureReason: 'Beneficiary bank rejected the transfer',
    });
    expect(w?.settledAt).toBeInstanceOf(Date);
    expect(await ledgerSummary(user.id)).toEqual([
      ['REFERRAL_BONUS', 'COMPLETED', 50_000],
      ['WITHDRAWAL', 'FAILED', 20_000],
      ['REFUND', 'COMPLETED', 20_000],
    ]);
    expect(await balanceOf(t, user.id)).toBe(50_000);
    const wallet = await getWallet(client);
    expect(wallet.balance).toBe(500);
    expect(wallet.recent_transactions.map((x) => [x.transaction_type, x.status])).toEqual([
      ['REFUND', 'COMPLETED'],
      ['WITHDRAWAL', 'FAILED'],
      ['REFERRAL_BONUS', 'COMPLETED'],
    ]);
    // The account is not verified by a failed payout.
    expect((await accountRows(t, user.id))[0]?.isVerified).toBe(false);
    // Its own books: one payout for the reference, failed.
    const books = await t.deps.db
      .select()
      .from(sandboxPayouts)
      .where(eq(sandboxPayouts.referenceId, String(withdrawalId)));
    expect(books.map((b) => [b.status, b.accountLast4, b.amountPaise])).toEqual([
      ['failed', '0000', 20_000],
    ]);
  });

  it('processes any other account: COMPLETED, the account becomes verified', async () => {
    const { user, account } = await withdrawn(500, 200);
    expect(account.is_verified).toBe(false);
    await flushSandboxPayouts(t.deps);
    expect((await withdrawalsOf(t, user.id))[0]).toMatchObject({
      status: 'COMPLETED',
      payoutStatus: 'processed',
    });
    expect((await accountRows(t, user.id))[0]?.isVerified).toBe(true);
    expect(await balanceOf(t, user.id)).toBe(30_000);
  });

  it('is idempotent per reference and verifies webhooks with its own HMAC', async () => {
    const gateway = payoutGateway(t.deps);
    walletHooks(t.deps).sandboxAutoSettle = false;
    const input = {
      beneficiary: {
        userId: 1,
        name: 'A',
        phone: '9876543210',
        accountHolderName: 'A',
        ifsc: 'HDFC0001234',
        accountNumber: '123456789012',
        contactId: null,
        fundAccountId: null,
      },
      amountPaise: 12_345,
      referenceId: `ref-${crypto.randomBytes(4).toString('hex')}`,
      narration: 'test',
    };
    const [a, b] = await Promise.all([gateway.createPayout(input), gateway.createPayout(input)]);
    expect(a.id).toBe(b.id);
    expect(a.status).toBe('processing');
    await expect(gateway.createPayout({ ...input, amountPaise: 1 })).rejects.toThrow();
    expect(await gateway.fetchPayout(a.id)).toMatchObject({
      id: a.id,
      status: 'processing',
      amountPaise: 12_345,
    });
    expect(await gateway.fetchPayout('pout_unknown')).toBeNull();
    const body = JSON.stringify({ event: 'payout.processed' });
    const sig = crypto
      .createHmac('sha256', sandboxPayoutWebhookSecret(t.deps.config.sessionSecret))
      .update(body)
      .digest('hex');
    expect(gateway.verifyWebhook(body, sig)).toBe(true);
    expect(gateway.verifyWebhook(Buffer.from(body), sig)).toBe(true);
    expect(gateway.verifyWebhook(`${body} `, sig)).toBe(false);
    expect(gateway.verifyWebhook(body, undefined)).toBe(false);
    expect(gateway.verifyWebhook(body, 'x'.repeat(64))).toBe(false);
  });
});

describe('settleWithdrawal', () => {
  it('settles once however often or concurrently the outcome arrives', async () => {
    walletHooks(t.deps).sandboxAutoSettle = false;
    const { user, withdrawalId } = await withdrawn(1_000, 300, '999988880000');
    const [w] = await withdrawalsOf(t, user.id);
    expect(w?.payoutId).toMatch(/^pout_/);
    const update = { payoutId: w!.payoutId!, status: 'failed' as const, failureReason: 'rejected' };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => settleWithdrawal(t.deps, withdrawalId, update)),
    );
    expect(results.filter((r) => r === 'failed')).toHaveLength(1);
    expect(results.filter((r) => r === 'unchanged')).toHaveLength(9);
    for (let i = 0; i < 3; i += 1)
      expect(await settleWithdrawal(t.deps, withdrawalId, update)).toBe('unchanged');
    // A late "processed" for a failed withdrawal changes nothing either.
    expect(await settleWithdrawal(t.deps, withdrawalId, { ...update, status: 'processed' })).toBe(
      'unchanged',
    );
    expect(await ledgerSummary(user.id)).toEqual([
      ['REFERRAL_BONUS', 'COMPLETED', 100_000],
      ['WITHDRAWAL', 'FAILED', 30_000],
      ['REFUND', 'COMPLETED', 30_000],
    ]);
    expect(await balanceOf(t, user.id)).toBe(100_000);
  });

  it('concurrent processed, processed and processing for one payout: completed once', async () => {
    walletHooks(t.deps).sandboxAutoSettle = false;
    const { user, withdrawalId } = await withdrawn(1_000, 300);
    const [w] = await withdrawalsOf(t, user.id);
    const payoutId = w!.payoutId!;
    await Promise.all([
      settleWithdrawal(t.deps, withdrawalId, { payoutId, status: 'processed' }),
      settleWithdrawal(t.deps, withdrawalId, { payoutId, status: 'processed' }),
      settleWithdrawal(t.deps, withdrawalId, { payoutId, status: 'processing' }),
    ]);
    expect((await withdrawalsOf(t, user.id))[0]?.status).toBe('COMPLETED');
    expect(await ledgerSummary(user.id)).toEqual([
      ['REFERRAL_BONUS', 'COMPLETED', 100_000],
      ['WITHDRAWAL', 'COMPLETED', 30_000],
    ]);
    expect(await balanceOf(t, user.id)).toBe(70_000);
  });

  it('a reversal after processing refunds once; a payout id we never sent is ignored', async () => {
    const { user, withdrawalId, client } = await withdrawn(1_000, 400);
    await flushSandboxPayouts(t.deps);
    const [w] = await withdrawalsOf(t, user.id);
    expect(w?.status).toBe('COMPLETED');
    expect(
      await settleWithdrawal(t.deps, withdrawalId, { payoutId: 'pout_forged', status: 'reversed' }),
    ).toBe('unknown');
    expect(await balanceOf(t, user.id)).toBe(60_000);
    await setSandboxPayoutStatus(t.deps, w!.payoutId!, 'reversed', 'Beneficiary account closed');
    const reversal = {
      payoutId: w!.payoutId!,
      status: 'reversed' as const,
      failureReason: 'Beneficiary account closed',
    };
    const results = await Promise.all([
      settleWithdrawal(t.deps, withdrawalId, reversal),
      settleWithdrawal(t.deps, withdrawalId, reversal),
    ]);
    expect(results.sort()).toEqual(['failed', 'unchanged']);
    expect(await settleWithdrawal(t.deps, withdrawalId, reversal)).toBe('unchanged');
    expect((await withdrawalsOf(t, user.id))[0]).toMatchObject({
      status: 'FAILED',
      payoutStatus: 'reversed',
      failureReason: 'Beneficiary account closed',
    });
    expect(await ledgerSummary(user.id)).toEqual([
      ['REFERRAL_BONUS', 'COMPLETED', 100_000],
      ['WITHDRAWAL', 'FAILED', 40_000],
      ['REFUND', 'COMPLETED', 40_000],
    ]);
    expect(await balanceOf(t, user.id)).toBe(100_000);
    expect((await getLimits(client)).remaining_today).toBe(3);
    expect(await settleWithdrawal(t.deps, 2_000_000_000, reversal)).toBe('unknown');
  });
});

describe('provider down and payout-reconcile', () => {
  it('a failing provider call leaves the withdrawal PENDING (debited); reconcile sends exactly one payout', async () => {
    walletHooks(t.deps).beforeCreatePayout = () => {
      throw new Error('provider unavailable');
    };
    const { user, withdrawalId, response } = await withdrawn(1_000, 250);
    expect(response).toMatchObject({
      message: MESSAGES.withdrawalRequested,
      withdrawal: { status: 'PENDING' },
      balance: 750,
    });
    let [w] = await withdrawalsOf(t, user.id);
    expect(w).toMatchObject({ status: 'PENDING', payoutId: null });
    expect(
      await t.deps.db
        .select()
        .from(sandboxPayouts)
        .where(eq(sandboxPayouts.referenceId, String(withdrawalId))),
    ).toHaveLength(0);

    // Still down: the job tries, counts an error, and changes nothing.
    expect((await reconcilePayouts(t.deps, later())).errors).toBeGreaterThanOrEqual(1);
    walletHooks(t.deps).beforeCreatePayout = null;
    // Too recent: the job leaves a payout the request may still be creating alone.
    await reconcilePayouts(t.deps, new Date());
    expect((await withdrawalsOf(t, user.id))[0]?.payoutId).toBeNull();
    // Back up: two runs racing still send one payout, which then settles.
    await Promise.all([reconcilePayouts(t.deps, later()), reconcilePayouts(t.deps, later())]);
    await flushSandboxPayouts(t.deps);
    const books = await t.deps.db
      .select()
      .from(sandboxPayouts)
      .where(eq(sandboxPayouts.referenceId, String(withdrawalId)));
    expect(books).toHaveLength(1);
    [w] = await withdrawalsOf(t, user.id);
    expect(w).toMatchObject({ status: 'COMPLETED', payoutId: books[0]!.id });
    expect(await balanceOf(t, user.id)).toBe(75_000);
  });

  it('settles payouts whose outcome was never delivered, through the registered job handler', async () => {
    const hooks = walletHooks(t.deps);
    hooks.sandboxAutoSettle = false;
    const ok = await withdrawn(1_000, 100);
    const bad = await withdrawn(1_000, 100, '444455550000');
    for (const u of [ok, bad])
      expect((await withdrawalsOf(t, u.user.id))[0]).toMatchObject({
        status: 'PENDING',
        payoutStatus: 'processing',
      });
    // While the provider still has them in flight the job leaves them PENDING.
    await jobHandlers['payout-reconcile']({ reason: 'test' }, t.deps);
    expect((await withdrawalsOf(t, ok.user.id))[0]?.status).toBe('PENDING');
    // The bank's delay passes (the test app's bank holds a payout for an hour).
    hooks.sandboxAutoSettle = true;
    hooks.now = () => new Date(Date.now() + 2 * 3_600_000);
    await jobHandlers['payout-reconcile']({ reason: 'test' }, t.deps);
    expect((await withdrawalsOf(t, ok.user.id))[0]?.status).toBe('COMPLETED');
    expect((await withdrawalsOf(t, bad.user.id))[0]?.status).toBe('FAILED');
    expect(await balanceOf(t, ok.user.id)).toBe(90_000);
    expect(await balanceOf(t, bad.user.id)).toBe(100_000);
    expect((await ledgerOf(t, bad.user.id)).filter((r) => r.type === 'REFUND')).toHaveLength(1);
    // Nothing left to do: another run changes nothing.
    const again = await reconcilePayouts(t.deps, later());
    expect(again.completed + again.failed).toBe(0);
    expect((await ledgerOf(t, bad.user.id)).filter((r) => r.type === 'REFUND')).toHaveLength(1);
  });
});
