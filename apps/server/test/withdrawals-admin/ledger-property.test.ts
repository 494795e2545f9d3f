// Property (fast-check), issue 17.3: after any sequence of credits, bonus reversals, withdrawals
// (some above a changing approval threshold), approvals, rejections, payout outcomes (processed,
// failed, reversed) and retries, the console's ledger read in pages of any size has a running
// balance whose newest value equals the wallet balance and a simple model of the money; each
// row's running balance is the one before it plus the row's change, starting from nothing.
import crypto from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewerLedgerEntry } from '@ott/contract';
import { AppError } from '../../src/lib/errors.ts';
import { siteSettings } from '../../src/lib/db/schema.ts';
import { addBankAccount } from '../../src/features/wallet/bank-accounts.ts';
import { requestWithdrawal } from '../../src/features/wallet/withdrawal-service.ts';
import {
  APPROVAL_THRESHOLD_KEY,
  lockWallet,
  recordTransaction,
  sendPayout,
  settleWithdrawal,
  walletHooks,
} from '../../src/features/wallet/index.ts';
import { approveWithdrawal, rejectWithdrawal } from '../../src/features/withdrawals-admin/decide-withdrawal.ts';
import { retryPayout } from '../../src/features/withdrawals-admin/retry-payout.ts';
import { viewerLedger } from '../../src/features/withdrawals-admin/viewer-ledger.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { balanceOf, credit, insertUser } from '../wallet/fixtures.ts';
import { withdrawalRow } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WITHDRAWAL_MIN_RUPEES: '1', WITHDRAWAL_MAX_RUPEES: '500', WITHDRAWALS_PER_DAY: '100', WITHDRAWAL_APPROVAL_RUPEES: '200' });
  walletHooks(t.deps).sandboxAutoSettle = false;
});
afterAll(() => t?.close());

const pick = fc.nat();
const opArb = fc.oneof(
  fc.record({ kind: fc.constant('credit' as const), paise: fc.integer({ min: 1, max: 40_000 }) }),
  fc.record({ kind: fc.constant('reversal' as const), paise: fc.integer({ min: 1, max: 5_000 }) }),
  fc.record({ kind: fc.constant('withdraw' as const), paise: fc.integer({ min: 100, max: 40_000 }), failing: fc.boolean() }),
  fc.record({ kind: fc.constant('threshold' as const), paise: fc.integer({ min: 0, max: 40_000 }) }),
  fc.record({ kind: fc.constantFrom('approve' as const, 'reject' as const, 'retry' as const), pick }),
  fc.record({ kind: fc.constant('settle' as const), pick, status: fc.constantFrom('processed' as const, 'failed' as const, 'reversed' as const) }),
);

/** Runs the service call; a refusal (AppError) is an outcome too, anything else fails the test. */
async function attempt<T>(fn: () => Promise<T>): Promise<T | null> {
  try {
    return await fn();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return null;
  }
}

async function checkLedger(userId: number, model: number, pageSize: number) {
  const balance = await balanceOf(t, userId);
  expect(balance).toBe(model);
  const rows: ViewerLedgerEntry[] = [];
  let cursor: number | undefined;
  for (;;) {
    const page = await viewerLedger(t.deps.db, userId, { cursor, limit: pageSize });
    expect(page.balance_paise).toBe(balance);
    rows.push(...page.data);
    if (!page.next_cursor) break;
    cursor = Number(page.next_cursor);
  }
  expect(rows[0]?.balance_paise ?? 0).toBe(balance);
  rows.forEach((row, i) => {
    const older = rows[i + 1];
    expect(row.balance_paise - (older?.balance_paise ?? 0)).toBe(row.change_paise);
  });
}

describe('running balance property', () => {
  it('the newest running balance is always the wallet balance and the model', async () => {
    const operator = await insertUser(t);
    const actor = { userId: operator.id, phone: operator.phone, requestId: 'property' };
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 18 }), fc.integer({ min: 1, max: 7 }), async (ops, pageSize) => {
        const user = await insertUser(t);
        const account = (failing: boolean) =>
          addBankAccount(t.deps, user.id, { accountHolderName: 'P', accountNumber: failing ? '123456780000' : '123456781234', ifscCode: 'HDFC0001234', bankName: 'HDFC Bank' });
        const accounts = { good: await account(false), bad: await account(true) };
        const made: number[] = [];
        let model = 0;
        const chosen = (n: number) => made[n % Math.max(made.length, 1)];
        for (const op of ops) {
          if (op.kind === 'credit') {
            await credit(t, user.id, op.paise);
            model += op.paise;
          } else if (op.kind === 'reversal') {
            await t.deps.db.transaction(async (tx) => {
              await lockWallet(tx, user.id);
              await recordTransaction(tx, { userId: user.id, type: 'BONUS_REVERSAL', amountPaise: op.paise, status: 'COMPLETED', sourceKey: `test-reversal:${crypto.randomUUID()}`, description: 'Reversal' });
            });
            model -= op.paise;
          } else if (op.kind === 'threshold') {
            const value = { paise: op.paise };
            await t.deps.db.insert(siteSettings).values({ key: APPROVAL_THRESHOLD_KEY, value }).onConflictDoUpdate({ target: siteSettings.key, set: { value } });
          } else if (op.kind === 'withdraw') {
            const account = op.failing ? accounts.bad : accounts.good;
            const outcome = await attempt(() => requestWithdrawal(t.deps, { userId: user.id, bankAccountId: account.id, amountPaise: op.paise, requestId: undefined }));
            if (outcome) {
              model -= op.paise;
              made.push(outcome.withdrawal.id);
              await sendPayout(t.deps, outcome.withdrawal);
            } else expect(op.paise).toBeGreaterThan(model);
          } else {
            const id = chosen(op.pick);
            if (id === undefined) continue;
            const before = await withdrawalRow(t, id);
            if (op.kind === 'approve') await attempt(() => approveWithdrawal(t.deps, actor, id));
            if (op.kind === 'reject' && (await attempt(() => rejectWithdrawal(t.deps, actor, id, 'no')))?.changed) model += before.amountPaise;
            if (op.kind === 'retry') {
              const retried = await attempt(() => retryPayout(t.deps, actor, id));
              if (retried?.changed) {
                model -= before.amountPaise;
                made.push(retried.withdrawal.id);
              }
            }
            if (op.kind === 'settle') {
              if (!before.payoutId) continue;
              await settleWithdrawal(t.deps, id, { payoutId: before.payoutId, status: op.status, failureReason: op.status });
              const after = await withdrawalRow(t, id);
              if (before.status !== 'FAILED' && after.status === 'FAILED') model += before.amountPaise;
            }
          }
          await checkLedger(user.id, model, pageSize);
        }
      }),
      { numRuns: 25 },
    );
  });
});
