// Shared set-up for the withdrawals console tests (issue 17.3): the app with a ₹1,000 approval
// threshold and payouts held in flight until a test flushes them, a finance operator, funded
// viewers who withdraw through the API, and the money sums every test checks.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { API, WithdrawalActionResponse, WithdrawalResponse } from '@ott/contract';
import { auditLog, sandboxPayouts, walletTransactions, withdrawals } from '../../src/lib/db/schema.ts';
import { sandboxPayoutWebhookSecret } from '../../src/features/wallet/index.ts';
import type { TestApp, TestClient } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { addAccount, balanceOf, credit, ledgerOf } from '../wallet/fixtures.ts';

export const THRESHOLD_ENV = { WITHDRAWAL_APPROVAL_RUPEES: '1000', WITHDRAWAL_MAX_RUPEES: '10000', WITHDRAWALS_PER_DAY: '20' };

/** A signed-in viewer with `rupees` in the wallet and a bank account (`failing`: one the sandbox bank refuses). */
export async function fundedViewer(t: TestApp, rupees: number, opts: { failing?: boolean } = {}) {
  const viewer = await signIn(t);
  await credit(t, viewer.user.id, rupees * 100);
  const account = await addAccount(viewer.client, opts.failing ? { account_number: `50101234${crypto.randomInt(1, 9)}0000` } : {});
  return { ...viewer, account };
}

export async function requestWithdrawal(v: Awaited<ReturnType<typeof fundedViewer>>, rupees: number) {
  const res = await v.client.post(API.requestWithdrawal, { bank_account: v.account.id, amount: rupees, phone: v.phone });
  expect(res.statusCode, res.body).toBe(200);
  return WithdrawalResponse.parse(res.json());
}

export async function act(client: TestClient, url: string, body: unknown = {}) {
  const res = await client.post(url, body);
  expect(res.statusCode, res.body).toBe(200);
  return WithdrawalActionResponse.parse(res.json());
}

export const withdrawalRow = async (t: TestApp, id: number) => {
  const [row] = await t.deps.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!row) throw new Error(`no withdrawal ${id}`);
  return row;
};

export const payoutsFor = (t: TestApp, withdrawalId: number) =>
  t.deps.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.referenceId, String(withdrawalId)));

export const auditOf = (t: TestApp, action: string, targetId: number | string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, String(targetId)))
    .then((rows) => rows.filter((r) => r.action === action));

/**
 * The money check after every race: the wallet balance equals what was credited minus what the
 * sandbox bank actually paid or still holds in flight (nothing created, nothing lost), and each
 * withdrawal has at most one debit and at most one REFUND.
 */
export async function expectMoneyConserved(t: TestApp, userId: number, creditedPaise: number) {
  const ledger = await ledgerOf(t, userId);
  const mine = await t.deps.db.select().from(withdrawals).where(eq(withdrawals.userId, userId));
  let outstanding = 0;
  for (const w of mine) {
    const payouts = await payoutsFor(t, w.id);
    expect(payouts.length, `withdrawal ${w.id} payouts`).toBeLessThanOrEqual(1);
    const own = ledger.filter((r) => r.withdrawalId === w.id);
    expect(own.filter((r) => r.type === 'WITHDRAWAL')).toHaveLength(1);
    const refunds = own.filter((r) => r.type === 'REFUND');
    expect(refunds).toHaveLength(w.status === 'FAILED' || w.status === 'REJECTED' ? 1 : 0);
    // Money still out of the wallet for this withdrawal: awaiting, in flight or paid.
    if (refunds.length === 0) outstanding += w.amountPaise;
    if (w.status === 'REJECTED' || w.status === 'AWAITING_APPROVAL') expect(payouts).toHaveLength(0);
    if (w.status === 'COMPLETED') expect(payouts[0]?.status).toBe('processed');
  }
  expect(await balanceOf(t, userId)).toBe(creditedPaise - outstanding);
  return ledger;
}

/** Posts a signed payout webhook for the sandbox provider (as RazorpayX would for its own). */
export function postPayoutWebhook(t: TestApp, entity: { id: string; amount: number; status: string; reference_id: string }) {
  const raw = JSON.stringify({ event: `payout.${entity.status}`, payload: { payout: { entity: { ...entity, currency: 'INR' } } } });
  const signature = crypto.createHmac('sha256', sandboxPayoutWebhookSecret(t.deps.config.sessionSecret)).update(raw).digest('hex');
  return t.app.inject({
    method: 'POST',
    url: API.payoutWebhook,
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': `evt_${crypto.randomBytes(8).toString('hex')}` },
  });
}

export const ledgerRowsFor = (t: TestApp, withdrawalId: number) =>
  t.deps.db.select().from(walletTransactions).where(eq(walletTransactions.withdrawalId, withdrawalId));
