// Issue 17.3: the queue by state (newest first, keyset pages, counts, masked phone, bank last four),
// one withdrawal, the approval threshold (audited, bad input refused with the contract's words and
// nothing changed) and a viewer's ledger with its running balance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  ViewerLedgerResponse,
  WITHDRAWALS_ADMIN_MESSAGES as M,
  WithdrawalQueueResponse,
  WithdrawalSettingsResponse,
} from '@ott/contract';
import { flushSandboxPayouts } from '../../src/features/wallet/index.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { signInWithRoles, type SignedIn } from '../admin/operators.ts';
import { auditOf, fundedViewer, requestWithdrawal, THRESHOLD_ENV, withdrawalRow } from './fixtures.ts';

let t: TestApp;
let finance: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ ...THRESHOLD_ENV, SANDBOX_PAYOUT_SECONDS: '3600' });
  finance = await signInWithRoles(t, ['finance']);
});
afterAll(() => t?.close());

async function queue(query: string) {
  const res = await finance.client.get(`${API.adminWithdrawals}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return WithdrawalQueueResponse.parse(res.json());
}

describe('the queue', () => {
  it('lists by state, newest first, in keyset pages, with counts, masked phones and bank last four', async () => {
    const v = await fundedViewer(t, 9000);
    const ids: number[] = [];
    for (const rupees of [1100, 1200, 1300, 1400, 1500]) ids.push((await requestWithdrawal(v, rupees)).withdrawal.id);
    const small = (await requestWithdrawal(v, 300)).withdrawal.id;
    const first = await queue('state=awaiting_approval&limit=2');
    expect(first.data.map((w) => w.id)).toEqual([ids[4], ids[3]]);
    expect(first.data[0]).toMatchObject({
      state: 'AWAITING_APPROVAL',
      amount: 1500,
      amount_paise: 150_000,
      viewer: { id: v.user.id, phone: `${v.phone.slice(0, 4)}****${v.phone.slice(-4)}` },
      bank: { bank_name: 'HDFC Bank', last4: v.account.full.slice(-4) },
      retry_of_id: null,
    });
    expect(first.counts.AWAITING_APPROVAL).toBe(5);
    expect(first.counts.PENDING).toBe(1);
    const second = await queue(`state=awaiting_approval&limit=2&cursor=${first.next_cursor}`);
    expect(second.data.map((w) => w.id)).toEqual([ids[2], ids[1]]);
    const third = await queue(`state=awaiting_approval&limit=2&cursor=${second.next_cursor}`);
    expect(third.data.map((w) => w.id)).toEqual([ids[0]]);
    expect(third.next_cursor).toBeNull();
    expect((await queue('state=pending')).data.map((w) => w.id)).toEqual([small]);
    expect((await queue('state=all&limit=100')).data.map((w) => w.id)).toEqual([small, ...[...ids].reverse()]);
    await flushSandboxPayouts(t.deps);
    expect((await queue('state=completed')).data.map((w) => w.id)).toEqual([small]);
  });

  it('refuses a bad state or cursor with a clear message', async () => {
    for (const [query, message] of [
      ['state=paid', M.stateInvalid],
      ['cursor=abc', M.cursorInvalid],
      ['cursor=99999999999', M.cursorInvalid],
      ['cursor=2000000000', M.cursorInvalid],
    ]) {
      const res = await finance.client.get(`${API.adminWithdrawals}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ status: 'error', message });
    }
    expect((await finance.client.get(API.adminWithdrawal(2_000_000_000))).statusCode).toBe(404);
  });
});

describe('the approval threshold', () => {
  it('starts at the configured default, is changed in rupees (stored in paise), audited, and applies at once', async () => {
    const before = WithdrawalSettingsResponse.parse((await finance.client.get(API.adminWithdrawalSettings)).json());
    expect(before).toMatchObject({ approval_threshold: 1000, approval_threshold_paise: 100_000, is_default: true });
    for (const bad of [-1, '12.345', 'ten', 10_000_001, null]) {
      const res = await finance.client.request('PUT', API.adminWithdrawalSettings, { approval_threshold: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toMatchObject({ message: M.thresholdInvalid });
    }
    const saved = await finance.client.request('PUT', API.adminWithdrawalSettings, { approval_threshold: '250.50' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: M.thresholdSaved, approval_threshold: 250.5, approval_threshold_paise: 25_050, is_default: false });
    const [audit, ...more] = await auditOf(t, 'withdrawal.threshold_update', 'withdrawal_approval_threshold');
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({ actorUserId: finance.user.id, before: { approval_threshold_paise: 100_000, is_default: true }, after: { approval_threshold_paise: 25_050 } });
    const v = await fundedViewer(t, 1000);
    const waits = (await requestWithdrawal(v, 250.51)).withdrawal.id;
    const goes = (await requestWithdrawal(v, 250.5)).withdrawal.id;
    expect((await withdrawalRow(t, waits)).status).toBe('AWAITING_APPROVAL');
    expect((await withdrawalRow(t, goes)).status).toBe('PENDING');
    await finance.client.request('PUT', API.adminWithdrawalSettings, { approval_threshold: 1000 });
    await flushSandboxPayouts(t.deps);
  });
});

describe("a viewer's ledger", () => {
  it('pages newest first with a running balance whose newest value is the wallet balance', async () => {
    const v = await fundedViewer(t, 3000);
    await requestWithdrawal(v, 500);
    const { withdrawal } = await requestWithdrawal(v, 1200);
    await finance.client.post(API.adminWithdrawalReject(withdrawal.id), { reason: 'Suspicious' });
    await flushSandboxPayouts(t.deps);
    const first = ViewerLedgerResponse.parse((await finance.client.get(`${API.adminWalletLedger(v.user.id)}?limit=2`)).json());
    expect(first.balance_paise).toBe(250_000);
    expect(first.data[0]).toMatchObject({ type: 'REFUND', change_paise: 120_000, balance_paise: 250_000 });
    expect(first.data[1]).toMatchObject({ type: 'WITHDRAWAL', status: 'FAILED', change_paise: -120_000, balance_paise: 130_000 });
    const rest = ViewerLedgerResponse.parse((await finance.client.get(`${API.adminWalletLedger(v.user.id)}?limit=2&cursor=${first.next_cursor}`)).json());
    expect(rest.data.map((r) => [r.type, r.change_paise, r.balance_paise])).toEqual([
      ['WITHDRAWAL', -50_000, 250_000],
      ['REFERRAL_BONUS', 300_000, 300_000],
    ]);
    expect(rest.next_cursor).toBeNull();
    expect(first.viewer.phone).toContain('****');
    const other = await fundedViewer(t, 100);
    const foreign = await finance.client.get(`${API.adminWalletLedger(other.user.id)}?cursor=${first.next_cursor}`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ message: M.cursorInvalid });
    expect((await finance.client.get(API.adminWalletLedger(2_000_000_000))).json()).toMatchObject({ message: M.viewerNotFound });
  });
});
