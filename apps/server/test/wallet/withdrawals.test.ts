// Withdrawals (SPEC 2.18, 5 'Withdrawal', 7, 8 'Wallet'; ARCHITECTURE 7): limits and their
// messages, the Indian-day limit and its boundary, balance checked under the wallet lock (20
// concurrent requests), request_id idempotency, refusals with `error` and `message`, wallet view.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES, WithdrawalResponse } from '@ott/contract';
import { walletTransactions, withdrawals } from '../../src/lib/db/schema.ts';
import { flushSandboxPayouts, istDate, walletHooks } from '../../src/features/wallet/index.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { addAccount, balanceOf, credit, getLimits, getWallet, ledgerOf, withdraw, withdrawalsOf, useWalletTestApp } from './fixtures.ts';

let t: TestApp;
useWalletTestApp((app) => (t = app));

async function funded(rupees: number) {
  const s = await signIn(t);
  const account = await addAccount(s.client);
  if (rupees > 0) await credit(t, s.user.id, rupees * 100);
  return { ...s, account };
}

function expectRefusal(
  res: { statusCode: number; json(): unknown; body: string },
  status: number,
  message: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ status: 'error', error: message, message });
}

describe('istDate', () => {
  it('turns the day at 18:30 UTC (midnight in India)', () => {
    expect(istDate(new Date('2026-03-10T18:29:59.999Z'))).toBe('2026-03-10');
    expect(istDate(new Date('2026-03-10T18:30:00.000Z'))).toBe('2026-03-11');
    expect(istDate(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(istDate(new Date('2026-03-10T00:00:00Z'))).toBe('2026-03-10');
  });
});

describe('GET /users/withdrawal-limits/', () => {
  it('answers the configured limits in rupees and what is left today', async () => {
    const { client, phone } = await funded(0);
    const res = await client.get(`${API.withdrawalLimits}?phone=${phone}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      min_amount: 100,
      max_amount: 10_000,
      daily_limit: 3,
      remaining_today: 3,
    });
  });

  it('refuses visitors and another phone', async () => {
    const visitor = new TestClient(t.app, '10.8.8.8');
    expect((await visitor.get(API.withdrawalLimits)).statusCode).toBe(401);
    const a = await signIn(t);
    const b = await signIn(t);
    expect((await a.client.get(`${API.withdrawalLimits}?phone=${b.phone}`)).statusCode).toBe(403);
  });
});

describe('POST /users/request-withdrawal/', () => {
  it('debits at once, writes a PENDING WITHDRAWAL row, and answers the spec message and new balance', async () => {
    const { client, user, account, phone } = await funded(500);
    const res = await withdraw(client, { bank_account: account.id, amount: '150.50', phone });
    expect(res.statusCode, res.body).toBe(200);
    const body = WithdrawalResponse.parse(res.json());
    expect(body).toMatchObject({
      status: 'success',
      message: MESSAGES.withdrawalRequested,
      withdrawal: { amount: 150.5, status: 'PENDING', bank_account: account.id },
      balance: 349.5,
    });
    expect(res.body).not.toContain(account.full);
    const [w] = await withdrawalsOf(t, user.id);
    expect(w).toMatchObject({
      amountPaise: 15_050,
      status: 'PENDING',
      payoutGateway: 'sandbox',
      istDate: istDate(new Date()),
    });
    const ledger = await ledgerOf(t, user.id);
    expect(ledger.map((r) => [r.type, r.status, r.amountPaise, r.sourceKey])).toEqual([
      ['REFERRAL_BONUS', 'COMPLETED', 50_000, expect.any(String)],
      ['WITHDRAWAL', 'PENDING', 15_050, `withdrawal:${w!.id}`],
    ]);
    // The sandbox then processes it: COMPLETED, money stays out, the account becomes verified.
    await flushSandboxPayouts(t.deps);
    const [done] = await withdrawalsOf(t, user.id);
    expect(done).toMatchObject({ status: 'COMPLETED', payoutStatus: 'processed' });
    expect(done?.payoutId).toMatch(/^pout_/);
    expect((await ledgerOf(t, user.id)).map((r) => [r.type, r.status])).toEqual([
      ['REFERRAL_BONUS', 'COMPLETED'],
      ['WITHDRAWAL', 'COMPLETED'],
    ]);
    expect(await balanceOf(t, user.id)).toBe(34_950);
    const wallet = await getWallet(client);
    expect(wallet.balance).toBe(349.5);
    expect(wallet.recent_transactions.map((x) => [x.transaction_type, x.amount, x.status])).toEqual(
      [
        ['WITHDRAWAL', 150.5, 'COMPLETED'],
        ['REFERRAL_BONUS', 500, 'COMPLETED'],
      ],
    );
    expect(wallet.recent_transactions[0]?.description).toBe(
      `Withdrawal to HDFC Bank ${account.account_number}`,
    );
    expect(JSON.stringify(wallet)).not.toContain(account.full);
  });

  it('enforces every limit with its message; refusals change nothing', async () => {
    const { client, user, account } = await funded(20_000);
    const cases: [unknown, string][] = [
      [99.99, 'Minimum withdrawal amount is ₹100'],
      ['10000.01', 'Maximum withdrawal amount is ₹10,000'],
      [999_999_999, 'Maximum withdrawal amount is ₹10,000'],
    ];
    for (const [amount, message] of cases)
      expectRefusal(await withdraw(client, { bank_account: account.id, amount }), 400, message);
    expect(await withdrawalsOf(t, user.id)).toHaveLength(0);
    // Exactly the limits are allowed.
    expect((await withdraw(client, { bank_account: account.id, amount: 100 })).statusCode).toBe(
      200,
    );
    expect((await withdraw(client, { bank_account: account.id, amount: 10_000 })).statusCode).toBe(
      200,
    );
    expect(
      (await withdraw(client, { bank_account: account.id, amount: '100.00' })).statusCode,
    ).toBe(200);
    expect((await getLimits(client)).remaining_today).toBe(0);
    expectRefusal(
      await withdraw(client, { bank_account: account.id, amount: 100 }),
      400,
      MESSAGES.dailyWithdrawalLimit,
    );
    expect(await withdrawalsOf(t, user.id)).toHaveLength(3);
    expect(await balanceOf(t, user.id)).toBe(2_000_000 - 1_020_000);
  });

  it('refuses more than the balance with the spec message', async () => {
    const { client, user, account } = await funded(150);
    expectRefusal(
      await withdraw(client, { bank_account: account.id, amount: 150.01 }),
      400,
      MESSAGES.insufficientBalance,
    );
    expect(await withdrawalsOf(t, user.id)).toHaveLength(0);
    expect((await withdraw(client, { bank_account: account.id, amount: 150 })).statusCode).toBe(
      200,
    );
    expect(await balanceOf(t, user.id)).toBe(0);
    const nothing = await funded(0);
    expectRefusal(
      await withdraw(nothing.client, { bank_account: nothing.account.id, amount: 100 }),
      400,
      MESSAGES.insufficientBalance,
    );
  });

  it('counts the day in India: the limit resets at 18:30 UTC, FAILED withdrawals do not count', async () => {
    const { client, user, account } = await funded(2_000);
    const failing = await addAccount(client, { account_number: '111122220000' });
    const hooks = walletHooks(t.deps);
    hooks.now = () => new Date('2026-03-10T18:29:59Z');
    for (let i = 0; i < 3; i += 1)
      expect((await withdraw(client, { bank_account: account.id, amount: 100 })).statusCode).toBe(
        200,
      );
    expect(await getLimits(client)).toMatchObject({ daily_limit: 3, remaining_today: 0 });
    expectRefusal(
      await withdraw(client, { bank_account: account.id, amount: 100 }),
      400,
      MESSAGES.dailyWithdrawalLimit,
    );
    hooks.now = () => new Date('2026-03-10T18:30:00Z');
    expect(await getLimits(client)).toMatchObject({ remaining_today: 3 });
    expect((await withdraw(client, { bank_account: failing.id, amount: 100 })).statusCode).toBe(
      200,
    );
    await flushSandboxPayouts(t.deps);
    // The failed one gave its place back.
    expect(await getLimits(client)).toMatchObject({ remaining_today: 3 });
    const days = (await withdrawalsOf(t, user.id)).map((w) => [w.istDate, w.status]);
    expect(days).toEqual([
      ['2026-03-10', 'COMPLETED'],
      ['2026-03-10', 'COMPLETED'],
      ['2026-03-10', 'COMPLETED'],
      ['2026-03-11', 'FAILED'],
    ]);
  });

  it('20 concurrent requests against a balance for exactly 3: 3 accepted, the rest refused, never negative', async () => {
    const app = await createTestApp({ WITHDRAWALS_PER_DAY: '100' });
    try {
      const s = await signIn(app);
      const account = await addAccount(s.client);
      await credit(app, s.user.id, 30_050);
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          withdraw(s.client, { bank_account: account.id, amount: 100 }),
        ),
      );
      const ok = results.filter((r) => r.statusCode === 200);
      expect(ok).toHaveLength(3);
      for (const r of results.filter((x) => x.statusCode !== 200))
        expectRefusal(r, 400, MESSAGES.insufficientBalance);
      const balances = ok
        .map((r) => WithdrawalResponse.parse(r.json()).balance)
        .sort((a, b) => b - a);
      expect(balances[2]).toBe(0.5);
      expect(balances.every((b) => b >= 0)).toBe(true);
      await flushSandboxPayouts(app.deps);
      expect(await balanceOf(app, s.user.id)).toBe(50);
      expect(await withdrawalsOf(app, s.user.id)).toHaveLength(3);
      expect((await ledgerOf(app, s.user.id)).filter((r) => r.type === 'WITHDRAWAL')).toHaveLength(
        3,
      );
    } finally {
      await app.close();
    }
  });

  it('the same request_id is one withdrawal, also when sent concurrently', async () => {
    const { client, user, account } = await funded(1_000);
    const body = { bank_account: account.id, amount: 200, request_id: 'req-aaaa-0001' };
    const first = await withdraw(client, body);
    expect(first.statusCode).toBe(200);
    const again = await withdraw(client, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().withdrawal.id).toBe(first.json().withdrawal.id);
    expect(again.json().message).toBe(MESSAGES.withdrawalRequested);
    // A replay is answered even when the request would now be refused (amount or balance).
    const replayOther = await withdraw(client, { ...body, amount: 5_000 });
    expect(replayOther.json().withdrawal.id).toBe(first.json().withdrawal.id);

    const concurrent = await Promise.all(
      Array.from({ length: 8 }, () =>
        withdraw(client, { bank_account: account.id, amount: 100, request_id: 'req-bbbb-0002' }),
      ),
    );
    expect(concurrent.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(concurrent.map((r) => r.json().withdrawal.id)).size).toBe(1);
    await flushSandboxPayouts(t.deps);
    expect(await withdrawalsOf(t, user.id)).toHaveLength(2);
    expect(await balanceOf(t, user.id)).toBe(70_000);
    // request ids are per user: another user's same key is their own withdrawal.
    const other = await funded(300);
    const theirs = await withdraw(other.client, {
      bank_account: other.account.id,
      amount: 100,
      request_id: 'req-aaaa-0001',
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().withdrawal.id).not.toBe(first.json().withdrawal.id);
  });

  it('malformed bodies are 400 with `error` and the spec’s words, never 500', async () => {
    const { client, user, account } = await funded(1_000);
    const cases: [Record<string, unknown>, string][] = [
      [{}, MESSAGES.bankAccountRequired],
      [{ amount: 100 }, MESSAGES.bankAccountRequired],
      [{ bank_account: 'abc', amount: 100 }, MESSAGES.bankAccountRequired],
      [{ bank_account: -1, amount: 100 }, MESSAGES.bankAccountRequired],
      [{ bank_account: account.id }, MESSAGES.amountRequired],
      [{ bank_account: account.id, amount: null }, MESSAGES.amountRequired],
      [{ bank_account: account.id, amount: 'abc' }, MESSAGES.invalidAmount],
      [{ bank_account: account.id, amount: -5 }, MESSAGES.invalidAmount],
      [{ bank_account: account.id, amount: '-5' }, MESSAGES.invalidAmount],
      [{ bank_account: account.id, amount: 0 }, MESSAGES.invalidAmount],
      [{ bank_account: account.id, amount: 1.234 }, MESSAGES.invalidAmount],
      [{ bank_account: account.id, amount: '1.234' }, MESSAGES.invalidAmount],
      [{ bank_account: account.id, amount: '' }, MESSAGES.invalidAmount],
      [{ bank_account: account.id, amount: 1e21 }, MESSAGES.invalidAmount],
      [{ bank_account: account.id, amount: '99999999999999999999' }, MESSAGES.invalidAmount],
      [{ bank_account: account.id, amount: 'NaN' }, MESSAGES.invalidAmount],
      [{ bank_account: account.id, amount: 100, request_id: 'short' }, 'Request id must be at least 8 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await withdraw(client, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(res.json(), JSON.stringify(body)).toEqual({
        status: 'error',
        error: message,
        message,
      });
    }
    const notJson = await client.request('POST', API.requestWithdrawal, '{"amount":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ status: 'error', error: MESSAGES.invalidRequest });
    expect(await withdrawalsOf(t, user.id)).toHaveLength(0);
    expect(await balanceOf(t, user.id)).toBe(100_000);
  });

  it('another user’s bank account is 404, another phone 403, a visitor 401; nothing changes', async () => {
    const victim = await funded(1_000);
    const thief = await funded(1_000);
    expectRefusal(
      await withdraw(thief.client, { bank_account: victim.account.id, amount: 100 }),
      404,
      MESSAGES.bankAccountNotFound,
    );
    // Past PostgreSQL's integer: refused by the contract (issue 16.4).
    expectRefusal(
      await withdraw(thief.client, { bank_account: 99_999_999_999, amount: 100 }),
      400,
      MESSAGES.bankAccountRequired,
    );
    const forbidden = await withdraw(thief.client, {
      bank_account: victim.account.id,
      amount: 100,
      phone: victim.phone,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ status: 'error', message: MESSAGES.forbidden });
    // With the session cookie but no CSRF header: refused before anything is read.
    const noCsrf = await thief.client.post(
      API.requestWithdrawal,
      { bank_account: thief.account.id, amount: 100 },
      { csrf: false },
    );
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json()).toMatchObject({ status: 'error' });
    const visitor = new TestClient(t.app, '10.7.7.7');
    const anon = await visitor.post(API.requestWithdrawal, {
      bank_account: victim.account.id,
      amount: 100,
    });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toMatchObject({ status: 'error', message: MESSAGES.loginRequired });
    for (const u of [victim, thief]) {
      expect(await withdrawalsOf(t, u.user.id)).toHaveLength(0);
      expect(await balanceOf(t, u.user.id)).toBe(100_000);
    }
    expect((await thief.client.get(`${API.wallet}?phone=${victim.phone}`)).statusCode).toBe(403);
  });
});

describe('GET /users/wallet/', () => {
  it('is empty for a new user, newest first, at most 50 rows; visitors 401', async () => {
    const { client, user, phone } = await signIn(t);
    const res = await client.get(`${API.wallet}?phone=${phone}`);
    expect(res.json()).toEqual({ status: 'success', balance: 0, recent_transactions: [] });
    for (let i = 1; i <= 55; i += 1) await credit(t, user.id, i * 100);
    const wallet = await getWallet(client);
    expect(wallet.balance).toBe((55 * 56) / 2);
    expect(wallet.recent_transactions).toHaveLength(50);
    expect(wallet.recent_transactions[0]?.amount).toBe(55);
    expect(wallet.recent_transactions[49]?.amount).toBe(6);
    expect((await new TestClient(t.app, '10.6.6.6').get(API.wallet)).statusCode).toBe(401);
    const rows = await t.deps.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, user.id));
    expect(rows).toHaveLength(55);
    expect(
      await t.deps.db.select().from(withdrawals).where(eq(withdrawals.userId, user.id)),
    ).toHaveLength(0);
  });
});
