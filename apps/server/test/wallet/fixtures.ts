// Shared wallet test set-up: the app with the wallet's test hooks reset, money for a user
// (REFERRAL_BONUS ledger rows, as the referral flow writes them), bank accounts through the API,
// withdrawals through the API, row readers.
import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import {
  AddBankAccountResponse,
  API,
  BankAccountsResponse,
  WalletResponse,
  WithdrawalLimitsResponse,
} from '@ott/contract';
import { bankAccounts, users, walletTransactions, withdrawals } from '../../src/lib/db/schema.ts';
import {
  balancePaise,
  lockWallet,
  recordTransaction,
  sourceKeys,
  walletHooks,
} from '../../src/features/wallet/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../helper.ts';

/**
 * One app for the test file: made before its tests (handed to `onReady`), closed after them, and
 * before each test the wallet's hooks are back to their defaults: the real clock, sandbox payouts
 * settled by the "bank", nothing run before a payout is created. The bank holds each payout until
 * the test calls flushSandboxPayouts: with no delay it settled in the background between the
 * response and the test's next read, and a busy machine saw COMPLETED where PENDING was due.
 */
export function useWalletTestApp(onReady: (app: TestApp) => void) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp({ SANDBOX_PAYOUT_SECONDS: '3600' });
    onReady(app);
  });
  beforeEach(() => {
    if (!app) throw new Error('the wallet test app was not created');
    const hooks = walletHooks(app.deps);
    hooks.now = () => new Date();
    hooks.sandboxAutoSettle = true;
    hooks.beforeCreatePayout = null;
  });
  afterAll(() => app?.close());
}

/** Credits a completed referral bonus (paise) to the user. */
export async function credit(t: TestApp, userId: number, amountPaise: number) {
  await t.deps.db.transaction(async (tx) => {
    await lockWallet(tx, userId);
    const row = await recordTransaction(tx, {
      userId,
      type: 'REFERRAL_BONUS',
      amountPaise,
      status: 'COMPLETED',
      sourceKey: sourceKeys.bonus(`order_test_${crypto.randomBytes(8).toString('hex')}`, 1),
      description: 'Level 1 referral bonus',
    });
    if (!row) throw new Error('credit not written');
  });
}

export const randomAccountNumber = (suffix = '') => {
  const digits = `${crypto.randomInt(10_000_000, 99_999_999)}${crypto.randomInt(1_000, 9_999)}`;
  return suffix ? digits.slice(0, 12 - suffix.length) + suffix : digits;
};

export function bankFields(overrides: Record<string, unknown> = {}) {
  return {
    account_holder_name: 'Ravi Kumar',
    account_number: randomAccountNumber(),
    ifsc_code: 'HDFC0001234',
    bank_name: 'HDFC Bank',
    ...overrides,
  };
}

export async function addAccount(client: TestClient, overrides: Record<string, unknown> = {}) {
  const fields = bankFields(overrides);
  const res = await client.post(API.bankAccounts, fields);
  expect(res.statusCode, res.body).toBe(200);
  return {
    ...AddBankAccountResponse.parse(res.json()).bank_account,
    full: String(fields.account_number),
  };
}

export async function listAccounts(client: TestClient) {
  const res = await client.get(API.bankAccounts);
  expect(res.statusCode, res.body).toBe(200);
  return BankAccountsResponse.parse(res.json());
}

export async function getWallet(client: TestClient) {
  const res = await client.get(API.wallet);
  expect(res.statusCode, res.body).toBe(200);
  return WalletResponse.parse(res.json());
}

export async function getLimits(client: TestClient) {
  const res = await client.get(API.withdrawalLimits);
  expect(res.statusCode, res.body).toBe(200);
  return WithdrawalLimitsResponse.parse(res.json());
}

export function withdraw(client: TestClient, body: Record<string, unknown>) {
  return client.post(API.requestWithdrawal, body);
}

/** Every row of a per-user table for the user, oldest first. */
async function rowsOfUser<T extends PgTable & { id: PgColumn; userId: PgColumn }>(
  t: TestApp,
  table: T,
  userId: number,
): Promise<T['$inferSelect'][]> {
  return t.deps.db
    .select()
    .from(table as PgTable)
    .where(eq(table.userId, userId))
    .orderBy(asc(table.id)) as Promise<T['$inferSelect'][]>;
}

export const ledgerOf = (t: TestApp, userId: number) => rowsOfUser(t, walletTransactions, userId);
export const withdrawalsOf = (t: TestApp, userId: number) => rowsOfUser(t, withdrawals, userId);
export const accountRows = (t: TestApp, userId: number) => rowsOfUser(t, bankAccounts, userId);

export const balanceOf = (t: TestApp, userId: number) => balancePaise(t.deps.db, userId);

/** A user row without a session, for service-level tests. */
export async function insertUser(t: TestApp) {
  const phone = `9${crypto.randomInt(100_000_000, 999_999_999)}`;
  const [row] = await t.deps.db
    .insert(users)
    .values({
      phone,
      firstName: 'Test',
      lastName: 'User',
      referralCode: `W${crypto.randomBytes(5).toString('hex').toUpperCase()}`,
    })
    .returning();
  if (!row) throw new Error('user insert failed');
  return row;
}
