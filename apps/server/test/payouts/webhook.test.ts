// The app with PAYOUT_GATEWAY=razorpayx against a fake RazorpayX: a withdrawal request creates a
// real-shaped payout (contact → fund account → payout, ids remembered for the next one), and
// POST /api/payout/webhook/razorpayx/ settles it: signature over the raw bytes, CSRF-exempt,
// deduped by event id and by the withdrawal's own state, one REFUND per failed withdrawal.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, WithdrawalResponse } from '@ott/contract';
import { bankAccounts, walletTransactions, webhookEvents, withdrawals } from '../../src/lib/db/schema.ts';
import { balancePaise } from '../../src/features/wallet/ledger.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { rowCount, signIn } from '../auth/sign-in.ts';
import { addAccount, credit, ledgerOf } from '../wallet/fixtures.ts';
import { startFakeRazorpayX, type FakePayout, type FakeRazorpayX } from './fake-razorpayx.ts';

const KEY_ID = 'rzp_test_PayoutHook01';
const KEY_SECRET = 'fake_payout_hook_key_secret';
const ACCOUNT_NUMBER = '7878780080316316';
const WEBHOOK_SECRET = 'fake_payoutx_webhook_secret';

let fake: FakeRazorpayX;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeRazorpayX({ keyId: KEY_ID, keySecret: KEY_SECRET, accountNumber: ACCOUNT_NUMBER });
  t = await createTestApp({
    PAYOUT_GATEWAY: 'razorpayx',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_BASE_URL: fake.baseUrl,
    RAZORPAYX_ACCOUNT_NUMBER: ACCOUNT_NUMBER,
    RAZORPAYX_WEBHOOK_SECRET: WEBHOOK_SECRET,
    BANK_ENCRYPTION_KEY: 'ab'.repeat(32),
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const sign = (raw: string, secret = WEBHOOK_SECRET) => crypto.createHmac('sha256', secret).update(raw).digest('hex');
let eventCounter = 0;
const newEventId = () => `evt_Payout${String((eventCounter += 1)).padStart(8, '0')}`;

function payoutEvent(event: string, entity: Partial<FakePayout>) {
  return { entity: 'event', account_id: 'acc_FakeBusiness1', event, contains: ['payout'], payload: { payout: { entity } }, created_at: 1_700_000_000 };
}

/** Posts like RazorpayX does: no cookies, no CSRF token, signed raw bytes. */
function postWebhook(body: unknown, opts: { eventId?: string; signature?: string; raw?: string } = {}) {
  const raw = opts.raw ?? JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: API.payoutWebhook,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': opts.signature ?? sign(raw),
      ...(opts.eventId === undefined ? {} : { 'x-razorpay-event-id': opts.eventId }),
    },
  });
}

/** A signed-in viewer with ₹1,000 and a bank account, who withdraws `rupees`: the PENDING withdrawal and its payout. */
async function pendingWithdrawal(rupees = 250) {
  const viewer = await signIn(t);
  await credit(t, viewer.user.id, 1_000_00);
  const accountNumber = `5010${crypto.randomInt(10_000_000, 99_999_999)}`;
  const { id: bankAccountId } = await addAccount(viewer.client, { account_number: accountNumber });
  const before = fake.requests.length;
  const res = await viewer.client.post(API.requestWithdrawal, { bank_account: bankAccountId, amount: rupees, phone: viewer.phone });
  expect(res.statusCode, res.body).toBe(200);
  const { withdrawal } = WithdrawalResponse.parse(res.json());
  expect(withdrawal.status).toBe('PENDING');
  const payout = [...fake.payouts.values()].find((p) => p.reference_id === String(withdrawal.id));
  if (!payout) throw new Error(`no payout created for withdrawal ${withdrawal.id}`);
  return { viewer, withdrawalId: withdrawal.id, payout, accountNumber, bankAccountId, requests: fake.requests.slice(before) };
}

const withdrawalRow = async (id: number) => (await t.deps.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0];
const refundsOf = async (withdrawalId: number) =>
  (await t.deps.db.select().from(walletTransactions).where(and(eq(walletTransactions.withdrawalId, withdrawalId), eq(walletTransactions.type, 'REFUND')))).length;

describe('a withdrawal with PAYOUT_GATEWAY=razorpayx', () => {
  it('creates contact, fund account and payout at RazorpayX, and the next one reuses the remembered ids', async () => {
    const first = await pendingWithdrawal(250);
    expect(first.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/contacts', 'POST /v1/fund_accounts', 'POST /v1/payouts']);
    expect(first.requests[1]?.body).toMatchObject({ bank_account: { account_number: first.accountNumber, ifsc: 'HDFC0001234' } });
    expect(first.requests[2]?.body).toMatchObject({ account_number: ACCOUNT_NUMBER, amount: 25_000, currency: 'INR', mode: 'IMPS', purpose: 'payout', reference_id: String(first.withdrawalId) });
    expect(first.requests[2]?.idempotencyKey).toBe(`ott-payout-${first.withdrawalId}`);
    expect(await withdrawalRow(first.withdrawalId)).toMatchObject({ status: 'PENDING', payoutGateway: 'razorpayx', payoutId: first.payout.id, payoutStatus: 'processing' });
    const [account] = await t.deps.db.select().from(bankAccounts).where(eq(bankAccounts.id, first.bankAccountId));
    expect(account?.payoutFundAccountId).toBe(first.payout.fund_account_id);

    const before = fake.requests.length;
    const res = await first.viewer.client.post(API.requestWithdrawal, { bank_account: first.bankAccountId, amount: 100, phone: first.viewer.phone });
    expect(res.statusCode, res.body).toBe(200);
    const again = fake.requests.slice(before);
    expect(again.map((r) => r.path)).toEqual(['/v1/payouts']);
    expect(again[0]?.body).toMatchObject({ fund_account_id: first.payout.fund_account_id, amount: 10_000 });
  });
});

describe('a payout RazorpayX refuses or cannot answer', () => {
  async function viewerWithAccount() {
    const viewer = await signIn(t);
    await credit(t, viewer.user.id, 1_000_00);
    const { id: bankAccountId } = await addAccount(viewer.client, { account_number: `5010${crypto.randomInt(10_000_000, 99_999_999)}` });
    return { viewer, bankAccountId };
  }

  it('a definite refusal (invalid beneficiary) fails the withdrawal, refunds it at once and says so', async () => {
    const { viewer, bankAccountId } = await viewerWithAccount();
    fake.failNext('/v1/fund_accounts', 400, 'Invalid IFSC Code in Bank Account');
    const res = await viewer.client.post(API.requestWithdrawal, { bank_account: bankAccountId, amount: 300, phone: viewer.phone });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ status: 'error', error: 'Failed to process withdrawal', message: 'Failed to process withdrawal' });
    const [row] = await t.deps.db.select().from(withdrawals).where(eq(withdrawals.userId, viewer.user.id));
    expect(row).toMatchObject({ status: 'FAILED', payoutId: null, payoutStatus: 'rejected' });
    expect(row?.failureReason).toContain('Invalid IFSC');
    expect(await refundsOf(row!.id)).toBe(1);
    expect(await balancePaise(t.deps.db, viewer.user.id)).toBe(1_000_00);
  });

  it('an unavailable provider leaves the withdrawal PENDING with the money held, for the reconcile job', async () => {
    const { viewer, bankAccountId } = await viewerWithAccount();
    fake.failNext('/v1/contacts', 503, 'Service unavailable');
    const res = await viewer.client.post(API.requestWithdrawal, { bank_account: bankAccountId, amount: 300, phone: viewer.phone });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.deps.db.select().from(withdrawals).where(eq(withdrawals.userId, viewer.user.id));
    expect(row).toMatchObject({ status: 'PENDING', payoutId: null });
    expect(await refundsOf(row!.id)).toBe(0);
    expect(await balancePaise(t.deps.db, viewer.user.id)).toBe(700_00);
  });
});

describe('POST /api/payout/webhook/razorpayx/', () => {
  it('payout.processed completes the withdrawal; the money stays debited', async () => {
    const { viewer, withdrawalId, payout, accountNumber } = await pendingWithdrawal(300);
    const eventId = newEventId();
    const entity = {
      ...payout,
      status: 'processed',
      utr: 'HDFCN00000000001',
      debit_account_number: ACCOUNT_NUMBER,
      fund_account: { id: payout.fund_account_id, contact_id: 'cont_x', bank_account: { ifsc: 'HDFC0001234', account_number: accountNumber } },
    };
    const res = await postWebhook(payoutEvent('payout.processed', entity as Partial<FakePayout>), { eventId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(await withdrawalRow(withdrawalId)).toMatchObject({ status: 'COMPLETED', payoutStatus: 'processed', failureReason: null });
    const ledger = await ledgerOf(t, viewer.user.id);
    expect(ledger.map((r) => [r.type, r.status])).toEqual([['REFERRAL_BONUS', 'COMPLETED'], ['WITHDRAWAL', 'COMPLETED']]);
    expect(await balancePaise(t.deps.db, viewer.user.id)).toBe(70_000);
    const [stored] = await t.deps.db.select().from(webhookEvents).where(and(eq(webhookEvents.gateway, 'razorpayx'), eq(webhookEvents.eventId, eventId)));
    expect(stored).toMatchObject({ eventType: 'payout.processed' });
    expect(stored?.processedAt).not.toBeNull();
    // Stored for audit without either account number.
    const storedText = JSON.stringify(stored?.payload);
    expect(storedText).toContain('HDFCN00000000001');
    expect(storedText).toContain(`••••${ACCOUNT_NUMBER.slice(-4)}`);
    expect(storedText).not.toContain(ACCOUNT_NUMBER);
    expect(storedText).not.toContain(accountNumber);
  });

  it('payout.failed fails the withdrawal and refunds once, however often and under whatever event id it comes', async () => {
    const { viewer, withdrawalId, payout } = await pendingWithdrawal(400);
    expect(await balancePaise(t.deps.db, viewer.user.id)).toBe(60_000);
    const failed = payoutEvent('payout.failed', {
      ...payout,
      status: 'failed',
      status_details: { description: 'The beneficiary bank is not accepting transfers right now', reason: 'beneficiary_bank_offline', source: 'beneficiary_bank' },
    });
    const eventId = newEventId();
    for (let i = 0; i < 2; i += 1) expect((await postWebhook(failed, { eventId })).statusCode).toBe(200);
    expect((await postWebhook(failed, { eventId: newEventId() })).statusCode).toBe(200);
    // Also a delivery without an event id header (deduped by its bytes).
    expect((await postWebhook(failed)).statusCode).toBe(200);
    expect((await postWebhook(failed)).statusCode).toBe(200);

    expect(await withdrawalRow(withdrawalId)).toMatchObject({
      status: 'FAILED',
      payoutStatus: 'failed',
      failureReason: 'The beneficiary bank is not accepting transfers right now',
    });
    expect(await refundsOf(withdrawalId)).toBe(1);
    const ledger = await ledgerOf(t, viewer.user.id);
    expect(ledger.map((r) => [r.type, r.status, r.amountPaise])).toEqual([
      ['REFERRAL_BONUS', 'COMPLETED', 1_000_00],
      ['WITHDRAWAL', 'FAILED', 400_00],
      ['REFUND', 'COMPLETED', 400_00],
    ]);
    expect(await balancePaise(t.deps.db, viewer.user.id)).toBe(1_000_00);
    // A late processed (order is not guaranteed) never undoes the refund.
    expect((await postWebhook(payoutEvent('payout.processed', { ...payout, status: 'processed' }), { eventId: newEventId() })).statusCode).toBe(200);
    expect((await withdrawalRow(withdrawalId))?.status).toBe('FAILED');
    expect(await balancePaise(t.deps.db, viewer.user.id)).toBe(1_000_00);
  });

  it('payout.reversed after payout.processed refunds once', async () => {
    const { viewer, withdrawalId, payout } = await pendingWithdrawal(500);
    expect((await postWebhook(payoutEvent('payout.processed', { ...payout, status: 'processed' }), { eventId: newEventId() })).statusCode).toBe(200);
    expect((await withdrawalRow(withdrawalId))?.status).toBe('COMPLETED');
    expect(await balancePaise(t.deps.db, viewer.user.id)).toBe(50_000);
    const reversed = payoutEvent('payout.reversed', { ...payout, status: 'reversed', status_details: { description: 'Beneficiary account is closed', reason: 'beneficiary_account_closed', source: 'beneficiary_bank' } });
    expect((await postWebhook(reversed, { eventId: newEventId() })).statusCode).toBe(200);
    expect((await postWebhook(reversed, { eventId: newEventId() })).statusCode).toBe(200);
    expect(await withdrawalRow(withdrawalId)).toMatchObject({ status: 'FAILED', payoutStatus: 'reversed', failureReason: 'Beneficiary account is closed' });
    expect(await refundsOf(withdrawalId)).toBe(1);
    expect(await balancePaise(t.deps.db, viewer.user.id)).toBe(1_000_00);
  });

  it('rejected and updated events are read by their payout status; in-flight ones change nothing', async () => {
    const rejected = await pendingWithdrawal(150);
    expect((await postWebhook(payoutEvent('payout.rejected', { ...rejected.payout, status: 'rejected' }), { eventId: newEventId() })).statusCode).toBe(200);
    expect(await withdrawalRow(rejected.withdrawalId)).toMatchObject({ status: 'FAILED', failureReason: 'rejected' });
    expect(await refundsOf(rejected.withdrawalId)).toBe(1);

    const updated = await pendingWithdrawal(160);
    expect((await postWebhook(payoutEvent('payout.queued', { ...updated.payout, status: 'queued' }), { eventId: newEventId() })).statusCode).toBe(200);
    expect(await withdrawalRow(updated.withdrawalId)).toMatchObject({ status: 'PENDING', payoutStatus: 'queued' });
    expect((await postWebhook(payoutEvent('payout.updated', { ...updated.payout, status: 'processed' }), { eventId: newEventId() })).statusCode).toBe(200);
    expect((await withdrawalRow(updated.withdrawalId))?.status).toBe('COMPLETED');
    // payout.initiated arriving late leaves it completed.
    expect((await postWebhook(payoutEvent('payout.initiated', { ...updated.payout, status: 'processing' }), { eventId: newEventId() })).statusCode).toBe(200);
    expect(await withdrawalRow(updated.withdrawalId)).toMatchObject({ status: 'COMPLETED', payoutStatus: 'processed' });
  });

  it('answers 503 (not 500) when settling fails, and the redelivered event then settles', async () => {
    const { withdrawalId, payout } = await pendingWithdrawal(180);
    const eventId = newEventId();
    const processed = payoutEvent('payout.processed', { ...payout, status: 'processed' });
    const db = t.deps.db;
    const transaction = db.transaction.bind(db);
    db.transaction = (() => Promise.reject(new Error('connection terminated'))) as typeof db.transaction;
    let res;
    try {
      res = await postWebhook(processed, { eventId });
    } finally {
      db.transaction = transaction;
    }
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error' });
    expect((await withdrawalRow(withdrawalId))?.status).toBe('PENDING');
    const [stored] = await db.select().from(webhookEvents).where(and(eq(webhookEvents.gateway, 'razorpayx'), eq(webhookEvents.eventId, eventId)));
    expect(stored?.processedAt).toBeNull();

    expect((await postWebhook(processed, { eventId })).statusCode).toBe(200);
    expect((await withdrawalRow(withdrawalId))?.status).toBe('COMPLETED');
  });

  it('refuses a bad, missing or re-serialised signature with 400 and changes nothing', async () => {
    const { viewer, withdrawalId, payout } = await pendingWithdrawal(200);
    const failed = payoutEvent('payout.failed', { ...payout, status: 'failed' });
    const raw = JSON.stringify(failed);
    const eventsBefore = await rowCount(t, webhookEvents);
    const attempts = [
      { signature: sign(raw, 'another secret') },
      { signature: sign(raw, KEY_SECRET) },
      { signature: '' },
      { signature: sign(raw).toUpperCase() },
      // Signed over the compact JSON but delivered with other spacing: not the bytes signed.
      { signature: sign(raw), raw: JSON.stringify(failed, null, 2) },
    ];
    for (const attempt of attempts) {
      const res = await postWebhook(failed, { eventId: newEventId(), ...attempt });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message: 'Invalid signature' });
    }
    const unsigned = await t.app.inject({ method: 'POST', url: API.payoutWebhook, payload: raw, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    expect(await rowCount(t, webhookEvents)).toBe(eventsBefore);
    expect(await withdrawalRow(withdrawalId)).toMatchObject({ status: 'PENDING' });
    expect(await refundsOf(withdrawalId)).toBe(0);
    expect(await balancePaise(t.deps.db, viewer.user.id)).toBe(80_000);
  });

  it('acknowledges and ignores other events, unknown references, foreign payouts and wrong amounts; refuses bodies that are not events or odd payout fields', async () => {
    const { viewer, withdrawalId, payout } = await pendingWithdrawal(220);
    const ignored = [
      { event: 'payout.downtime.started', payload: { payout_downtime: { entity: { id: 'pdown_1', status: 'Started' } } } },
      { event: 'payment.captured', payload: { payment: { entity: { id: 'pay_1', order_id: 'order_1' } } } },
      payoutEvent('payout.failed', { ...payout, status: 'failed', reference_id: '999999999' }),
      payoutEvent('payout.failed', { ...payout, status: 'failed', reference_id: 'not-ours' }),
      payoutEvent('payout.failed', { ...payout, status: 'failed', reference_id: '' }),
      payoutEvent('payout.failed', { ...payout, status: 'failed', reference_id: '99999999999999999999' }),
      payoutEvent('payout.failed', { ...payout, status: 'failed', amount: payout.amount + 100 }),
      payoutEvent('payout.failed', { ...payout, status: 'failed', id: 'pout_SomeoneElse01' }),
      payoutEvent('payout.failed', { ...payout, status: 'teleported' }),
    ];
    for (const body of ignored) {
      const res = await postWebhook(body, { eventId: newEventId() });
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
    }
    // A payout event whose fields are not exactly the contract's (issue 16.8): refused, nothing stored.
    const eventsBefore = await rowCount(t, webhookEvents);
    const refused = [
      payoutEvent('payout.failed', { ...payout, id: undefined, status: 'failed' }),
      { ...payoutEvent('payout.failed', { ...payout, status: 'failed' }), payload: { payout: { entity: { ...payout, id: 12345, status: 'failed' } } } },
      payoutEvent('payout.failed', { ...payout, status: 'failed', amount: -5 }),
      payoutEvent('payout.failed', { ...payout, status: 'failed', amount: payout.amount + 0.5 }),
      payoutEvent('payout.failed', { ...payout, status: 'failed', amount: 2_147_483_648 }),
      { ...payoutEvent('payout.failed', { ...payout, status: 'failed' }), payload: { payout: { entity: { ...payout, amount: String(payout.amount), status: 'failed' } } } },
      { ...payoutEvent('payout.failed', { ...payout, status: 'failed' }), payload: { payout: { entity: { ...payout, reference_id: Number(payout.reference_id), status: 'failed' } } } },
      payoutEvent('payout.failed', { ...payout, status: 'Failed!' }),
      { event: 'payout.failed' },
      { event: 'payout.failed', payload: { payout: null } },
    ];
    for (const body of refused) {
      const res = await postWebhook(body, { eventId: newEventId() });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await rowCount(t, webhookEvents)).toBe(eventsBefore);
    expect(await withdrawalRow(withdrawalId)).toMatchObject({ status: 'PENDING', payoutId: payout.id });
    expect(await refundsOf(withdrawalId)).toBe(0);
    expect(await balancePaise(t.deps.db, viewer.user.id)).toBe(78_000);

    for (const raw of ['not json', '', '[]', 'null', '42', '{"event": 7}', '{"payload": {}}']) {
      const res = await postWebhook(null, { raw, eventId: newEventId() });
      expect(res.statusCode, raw).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error' });
    }
    // Not JSON at all as a content type: still answered, never a 500.
    const text = await t.app.inject({ method: 'POST', url: API.payoutWebhook, payload: 'x', headers: { 'content-type': 'text/plain', 'x-razorpay-signature': sign('x') } });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });
});
