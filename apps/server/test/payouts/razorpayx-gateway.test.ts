// The RazorpayX adapter against a fake RazorpayX on loopback: the contact → fund account → payout
// sequence and its request bodies, reuse of remembered ids, the idempotency key, error mapping,
// the account numbers kept out of every error, and the webhook signature.
import crypto from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRazorpayXGateway, RazorpayXError } from '../../src/features/payouts/index.ts';
import { payoutIdempotencyKey, razorpayName, razorpayNarration } from '../../src/features/payouts/razorpayx-fields.ts';
import type { CreatePayoutInput, PayoutBeneficiary } from '../../src/features/wallet/payouts/types.ts';
import { startFakeRazorpayX, type FakeRazorpayX } from './fake-razorpayx.ts';

const KEY_ID = 'rzp_test_PayoutKey01';
const KEY_SECRET = 'fake_payout_key_secret';
const ACCOUNT_NUMBER = '7878780080316316';
const WEBHOOK_SECRET = 'fake_payout_webhook_secret';
const VIEWER_ACCOUNT = '501002003004';

let fake: FakeRazorpayX;
beforeAll(async () => {
  fake = await startFakeRazorpayX({ keyId: KEY_ID, keySecret: KEY_SECRET, accountNumber: ACCOUNT_NUMBER });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const gateway = (over: Partial<Parameters<typeof createRazorpayXGateway>[0]> = {}) =>
  createRazorpayXGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, baseUrl: fake.baseUrl, accountNumber: ACCOUNT_NUMBER, webhookSecret: WEBHOOK_SECRET, ...over });

const beneficiary = (over: Partial<PayoutBeneficiary> = {}): PayoutBeneficiary => ({
  userId: 42,
  name: 'Ravi Kumar',
  phone: '9876543210',
  accountHolderName: 'RAVI KUMAR',
  ifsc: 'HDFC0001234',
  accountNumber: VIEWER_ACCOUNT,
  contactId: null,
  fundAccountId: null,
  ...over,
});

const payoutInput = (referenceId: string, over: Partial<CreatePayoutInput> = {}): CreatePayoutInput => ({
  beneficiary: beneficiary(),
  amountPaise: 50_000,
  referenceId,
  narration: 'OTT wallet withdrawal',
  ...over,
});

async function caught(promise: Promise<unknown>): Promise<RazorpayXError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(RazorpayXError);
    return err as RazorpayXError;
  }
  throw new Error('expected a RazorpayXError');
}

/** Every way an error could reach a log line. */
const everyTextOf = (err: RazorpayXError) => [err.message, err.description, String(err), err.stack ?? '', JSON.stringify(err)].join('\n');

describe('createPayout', () => {
  it('creates contact, fund account and payout in order, with basic auth and an idempotency key', async () => {
    const payout = await gateway().createPayout(payoutInput('101'));
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/contacts', 'POST /v1/fund_accounts', 'POST /v1/payouts']);
    const auth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
    expect(fake.requests.every((r) => r.authorization === auth)).toBe(true);
    const [contact, fundAccount, created] = fake.requests;
    expect(contact?.body).toEqual({ name: 'Ravi Kumar', contact: '9876543210', type: 'customer', reference_id: '42' });
    expect(fundAccount?.body).toEqual({
      contact_id: payout.contactId,
      account_type: 'bank_account',
      bank_account: { name: 'RAVI KUMAR', ifsc: 'HDFC0001234', account_number: VIEWER_ACCOUNT },
    });
    expect(created?.body).toEqual({
      account_number: ACCOUNT_NUMBER,
      fund_account_id: payout.fundAccountId,
      amount: 50_000,
      currency: 'INR',
      mode: 'IMPS',
      purpose: 'payout',
      queue_if_low_balance: true,
      reference_id: '101',
      narration: 'OTT wallet withdrawal',
    });
    expect(created?.idempotencyKey).toBe('ott-payout-101');
    expect(fake.requests.slice(0, 2).every((r) => r.idempotencyKey === undefined)).toBe(true);
    expect(payout).toEqual({
      id: expect.stringMatching(/^pout_/),
      status: 'processing',
      amountPaise: 50_000,
      referenceId: '101',
      failureReason: null,
      contactId: expect.stringMatching(/^cont_/),
      fundAccountId: expect.stringMatching(/^fa_/),
    });
  });

  it('reuses remembered contact and fund account ids, and a retry of one reference is one payout', async () => {
    const first = await gateway().createPayout(payoutInput('102'));
    fake.requests.length = 0;
    const remembered = beneficiary({ contactId: first.contactId, fundAccountId: first.fundAccountId });
    const second = await gateway().createPayout(payoutInput('103', { beneficiary: remembered }));
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/payouts']);
    expect(fake.requests[0]?.body).toMatchObject({ fund_account_id: first.fundAccountId, reference_id: '103' });
    expect(second).toMatchObject({ contactId: first.contactId, fundAccountId: first.fundAccountId });
    expect(second.id).not.toBe(first.id);

    // The same withdrawal sent again (a timeout, a crash, the reconcile job) gets the same payout.
    const again = await gateway().createPayout(payoutInput('103', { beneficiary: remembered }));
    expect(again.id).toBe(second.id);
    expect(fake.requests.filter((r) => r.path === '/v1/payouts').map((r) => r.idempotencyKey)).toEqual(['ott-payout-103', 'ott-payout-103']);
    expect([...fake.payouts.values()].filter((p) => p.reference_id === '103')).toHaveLength(1);
  });

  it('with only a contact id remembered, adds the fund account to that contact', async () => {
    const input = payoutInput('104', { beneficiary: beneficiary({ contactId: 'cont_Remembered01' }) });
    const payout = await gateway().createPayout(input);
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/fund_accounts', '/v1/payouts']);
    expect(fake.requests[0]?.body).toMatchObject({ contact_id: 'cont_Remembered01' });
    expect(payout.contactId).toBe('cont_Remembered01');
  });

  it('sends above ₹5,00,000 by NEFT and fits names and narration to RazorpayX rules', async () => {
    const input = payoutInput('105', {
      amountPaise: 5_00_000_01,
      narration: 'Withdrawal #105 — wallet (Telugu OTT) payout',
      beneficiary: beneficiary({ name: 'రవి', accountHolderName: 'Ravi  Kumar-' }),
    });
    await gateway().createPayout(input);
    const [contact, fundAccount, created] = fake.requests;
    expect(contact?.body).toMatchObject({ name: 'Ravi Kumar' });
    expect(fundAccount?.body).toMatchObject({ bank_account: { name: 'Ravi Kumar' } });
    expect(created?.body).toMatchObject({ mode: 'NEFT', narration: 'Withdrawal 105 wallet Telugu O' });
    fake.requests.length = 0;
    await gateway().createPayout(payoutInput('106', { amountPaise: 5_00_000_00 }));
    expect(fake.requests.at(-1)?.body).toMatchObject({ mode: 'IMPS' });
  });

  it('maps RazorpayX refusals to rejected errors that are not retryable', async () => {
    fake.failNext('/v1/payouts', 400, 'Your account does not have enough balance to carry out the payout operation.');
    const err = await caught(gateway().createPayout(payoutInput('107', { beneficiary: beneficiary({ contactId: 'cont_x', fundAccountId: 'fa_x' }) })));
    expect(err).toMatchObject({ step: 'payout', kind: 'rejected', status: 400, code: 'BAD_REQUEST_ERROR', isRetryable: false });
    expect(err.message).toMatch(/not have enough balance/);

    const wrongKeys = await caught(gateway({ keySecret: 'nope' }).createPayout(payoutInput('108')));
    expect(wrongKeys).toMatchObject({ step: 'contact', kind: 'rejected', status: 401, isRetryable: false });
    expect(everyTextOf(wrongKeys)).not.toContain('nope');
  });

  it('maps 5xx, 429, timeouts and refused connections to retryable errors', async () => {
    const known = beneficiary({ contactId: 'cont_x', fundAccountId: 'fa_x' });
    fake.failNext('/v1/payouts', 503, 'Service unavailable');
    expect(await caught(gateway().createPayout(payoutInput('109', { beneficiary: known })))).toMatchObject({ kind: 'unavailable', status: 503, isRetryable: true });
    fake.failNext('/v1/payouts', 429, 'Too many requests');
    expect(await caught(gateway().createPayout(payoutInput('109', { beneficiary: known })))).toMatchObject({ kind: 'unavailable', status: 429, isRetryable: true });
    fake.answerNext('/v1/payouts', 502, '<html>Bad gateway</html>');
    expect(await caught(gateway().createPayout(payoutInput('109', { beneficiary: known })))).toMatchObject({ kind: 'unavailable', status: 502 });

    fake.stallNext('/v1/payouts', 2_000);
    const started = Date.now();
    const timeout = await caught(gateway({ timeoutMs: 150 }).createPayout(payoutInput('109', { beneficiary: known })));
    expect(timeout).toMatchObject({ kind: 'timeout', status: 0, isRetryable: true });
    expect(Date.now() - started).toBeLessThan(1_500);

    const closed = await caught(gateway({ baseUrl: 'http://127.0.0.1:9' }).fetchPayout('pout_x'));
    expect(closed).toMatchObject({ step: 'fetch_payout', kind: 'network', status: 0, isRetryable: true });

    // After all that, the same reference still makes exactly one payout.
    const payout = await gateway().createPayout(payoutInput('109', { beneficiary: known }));
    expect([...fake.payouts.values()].filter((p) => p.reference_id === '109').map((p) => p.id)).toEqual([payout.id]);
  });

  it('never puts our account number or the viewer’s into an error', async () => {
    // RazorpayX echoing the viewer's account number back (fund account refused).
    const badViewer = await caught(gateway().createPayout(payoutInput('110', { beneficiary: beneficiary({ accountNumber: '12345678' }) })));
    expect(badViewer).toMatchObject({ step: 'fund_account', kind: 'rejected' });
    expect(everyTextOf(badViewer)).not.toContain('12345678');
    expect(badViewer.message).toContain('••••5678');

    // Our RazorpayX account number, misconfigured, echoed back by the payouts API.
    const ours = '2323230099887766';
    const badOurs = await caught(gateway({ accountNumber: ours }).createPayout(payoutInput('111')));
    expect(badOurs).toMatchObject({ step: 'payout', kind: 'rejected' });
    expect(everyTextOf(badOurs)).not.toContain(ours);
    expect(everyTextOf(badOurs)).not.toContain(VIEWER_ACCOUNT);

    // Any account-shaped number in a description is masked, even one we did not send.
    fake.failNext('/v1/payouts', 400, `Beneficiary account ${VIEWER_ACCOUNT} and 998877665544 are blocked`);
    const echoed = await caught(gateway().createPayout(payoutInput('112', { beneficiary: beneficiary({ contactId: 'c', fundAccountId: 'f' }) })));
    expect(everyTextOf(echoed)).not.toMatch(/\d{9,}/);
    expect(echoed.description).toBe('Beneficiary account ••••3004 and ••••5544 are blocked');
  });

  it('a retry whose body changed (a new fund account) finds the payout already made for the reference', async () => {
    const first = await gateway().createPayout(payoutInput('130', { beneficiary: beneficiary({ contactId: 'cont_A', fundAccountId: 'fa_A' }) }));
    fake.requests.length = 0;
    const retry = await gateway().createPayout(payoutInput('130', { beneficiary: beneficiary({ contactId: 'cont_A', fundAccountId: 'fa_B' }) }));
    expect(retry).toMatchObject({ id: first.id, referenceId: '130', fundAccountId: 'fa_A' });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/payouts',
      `GET /v1/payouts?account_number=${ACCOUNT_NUMBER}&reference_id=130&count=10`,
    ]);
    expect([...fake.payouts.values()].filter((p) => p.reference_id === '130')).toHaveLength(1);

    // The key refused but no payout for the reference to be found: unknown, so retryable.
    fake.failNext('/v1/payouts', 400, 'Different request body sent for the same idempotency key');
    const unknown = await caught(gateway().createPayout(payoutInput('131', { beneficiary: beneficiary({ contactId: 'c', fundAccountId: 'f' }) })));
    expect(unknown).toMatchObject({ step: 'payout', kind: 'unavailable', isRetryable: true });
  });

  it('refuses an answer that is not the payout for this reference and amount', async () => {
    const known = beneficiary({ contactId: 'cont_x', fundAccountId: 'fa_x' });
    const other = await gateway().createPayout(payoutInput('113', { beneficiary: known }));
    fake.answerNext('/v1/payouts', 200, fake.payouts.get(other.id));
    const err = await caught(gateway().createPayout(payoutInput('114', { beneficiary: known })));
    expect(err).toMatchObject({ step: 'payout', kind: 'invalid_response', isRetryable: false });
    fake.answerNext('/v1/payouts', 200, 'not a payout');
    expect(await caught(gateway().createPayout(payoutInput('114', { beneficiary: known })))).toMatchObject({ kind: 'invalid_response' });
  });
});

describe('fetchPayout', () => {
  it('reads a payout back, maps failures with their reason, and answers null for an unknown id', async () => {
    const created = await gateway().createPayout(payoutInput('120'));
    expect(await gateway().fetchPayout(created.id)).toEqual({ ...created, contactId: null });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payouts/${created.id}` });

    const stored = fake.payouts.get(created.id);
    if (!stored) throw new Error('missing');
    stored.status = 'processed';
    expect(await gateway().fetchPayout(created.id)).toMatchObject({ status: 'processed', failureReason: null });
    stored.status = 'reversed';
    stored.status_details = { description: 'Beneficiary bank is offline', reason: 'beneficiary_bank_offline', source: 'beneficiary_bank' };
    expect(await gateway().fetchPayout(created.id)).toMatchObject({ status: 'reversed', failureReason: 'Beneficiary bank is offline' });
    stored.status = 'queued';
    stored.status_details = { description: 'Payout is queued as there is insufficient balance', reason: 'low_balance', source: 'business' };
    expect(await gateway().fetchPayout(created.id)).toMatchObject({ status: 'queued', failureReason: null });
    stored.status = 'failed';
    stored.status_details = null;
    expect(await gateway().fetchPayout(created.id)).toMatchObject({ status: 'failed', failureReason: 'failed' });
    // A status RazorpayX may add later keeps the withdrawal waiting rather than guessing.
    stored.status = 'on_hold';
    expect(await gateway().fetchPayout(created.id)).toMatchObject({ status: 'processing' });

    expect(await gateway().fetchPayout('pout_DoesNotExist1')).toBeNull();
    fake.failNext('/v1/payouts/pout_Any', 404, 'Not found');
    expect(await gateway().fetchPayout('pout_Any')).toBeNull();
    // A refusal that is not "no such payout" is an error, never a missing payout.
    await expect(gateway({ keySecret: 'wrong' }).fetchPayout(created.id)).rejects.toMatchObject({ status: 401 });
    fake.failNext(`/v1/payouts/${created.id}`, 400, 'The api key provided is invalid');
    await expect(gateway().fetchPayout(created.id)).rejects.toMatchObject({ kind: 'rejected', status: 400 });
  });
});

describe('verifyWebhook', () => {
  const sign = (secret: string, data: string) => crypto.createHmac('sha256', secret).update(data).digest('hex');

  it('checks the hex HMAC-SHA256 of the raw bytes with the webhook secret', () => {
    const raw = '{"event":"payout.processed",  "payload":{}}';
    expect(gateway().verifyWebhook(Buffer.from(raw), sign(WEBHOOK_SECRET, raw))).toBe(true);
    expect(gateway().verifyWebhook(raw, sign(WEBHOOK_SECRET, raw))).toBe(true);
    expect(gateway().verifyWebhook(raw, sign(WEBHOOK_SECRET, JSON.stringify(JSON.parse(raw))))).toBe(false);
    expect(gateway().verifyWebhook(raw, sign(KEY_SECRET, raw))).toBe(false);
    expect(gateway().verifyWebhook(raw, sign(WEBHOOK_SECRET, raw).toUpperCase())).toBe(false);
    expect(gateway().verifyWebhook(raw, undefined)).toBe(false);
    expect(gateway().verifyWebhook(raw, '')).toBe(false);
    expect(gateway({ webhookSecret: '' }).verifyWebhook(raw, sign('', raw))).toBe(false);
  });
});

describe('RazorpayX field rules', () => {
  it('idempotency keys are stable, distinct per reference, and within RazorpayX limits', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), fc.string({ minLength: 1, maxLength: 60 }), (a, b) => {
        expect(payoutIdempotencyKey(a)).toMatch(/^[A-Za-z0-9_\- ]{4,36}$/);
        expect(payoutIdempotencyKey(a)).toBe(payoutIdempotencyKey(a));
        if (a !== b) expect(payoutIdempotencyKey(a)).not.toBe(payoutIdempotencyKey(b));
      }),
    );
  });

  it('narrations are at most 30 letters, digits and spaces; names fall back when nothing usable is left', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        expect(razorpayNarration(text)).toMatch(/^[A-Za-z0-9](?:[A-Za-z0-9 ]{0,28}[A-Za-z0-9])?$/);
        const name = razorpayName(text, 50);
        if (name !== null) expect(name).toMatch(/^[A-Za-z0-9 ’\-_/(),.]{3,50}$/);
        if (name !== null) expect(name).not.toMatch(/[’\-_/(), ]$/);
      }),
    );
    expect(razorpayName('రవి', 50)).toBeNull();
    expect(razorpayName('José Núñez', 50)).toBe('Jose Nunez');
  });
});
