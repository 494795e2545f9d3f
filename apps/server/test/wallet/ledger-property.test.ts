// Property (fast-check): any sequence of bonus credits, withdrawals (some refused, some failing),
// payout outcomes in any order (processed, failed, reversed, in flight, or asked of the sandbox
// provider, which fails accounts ending 0000) and replays of both keeps
// the documented ledger formula equal to a simple model of the money, and never negative:
//   balance = Σ completed credits (REFERRAL_BONUS, REFUND) − Σ WITHDRAWAL rows (any status)
// with exactly one REFUND per FAILED withdrawal and none otherwise.
import crypto from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ott/contract';
import { AppError } from '../../src/lib/errors.ts';
import { addBankAccount } from '../../src/features/wallet/bank-accounts.ts';
import { requestWithdrawal } from '../../src/features/wallet/withdrawal-service.ts';
import {
  payoutGateway,
  sendPayout,
  settleWithdrawal,
  walletHooks,
  type PayoutUpdate,
} from '../../src/features/wallet/index.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { balanceOf, credit, insertUser, ledgerOf, withdrawalsOf } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  // Small limits so sequences hit them; per day high so the balance is what refuses.
  t = await createTestApp({
    WITHDRAWAL_MIN_RUPEES: '1',
    WITHDRAWAL_MAX_RUPEES: '500',
    WITHDRAWALS_PER_DAY: '100',
  });
  walletHooks(t.deps).sandboxAutoSettle = false;
});
afterAll(() => t.close());

type Op =
  | { kind: 'credit'; paise: number }
  | { kind: 'withdraw'; paise: number; failingAccount: boolean; requestKey: number | null }
  | { kind: 'settle'; pick: number; status: PayoutUpdate['status'] }
  | { kind: 'replaySettle' }
  | { kind: 'poll'; pick: number }
  | { kind: 'replayWithdraw'; pick: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('credit' as const), paise: fc.integer({ min: 1, max: 60_000 }) }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    paise: fc.integer({ min: 1, max: 60_000 }),
    failingAccount: fc.boolean(),
    requestKey: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
  }),
  fc.record({
    kind: fc.constant('settle' as const),
    pick: fc.nat(),
    status: fc.constantFrom<PayoutUpdate['status']>(
      'processed',
      'failed',
      'reversed',
      'rejected',
      'processing',
      'queued',
    ),
  }),
  fc.constant({ kind: 'replaySettle' as const }),
  fc.record({ kind: fc.constant('poll' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('replayWithdraw' as const), pick: fc.nat() }),
);

interface ModelWithdrawal {
  id: number;
  paise: number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  payoutId: string;
}

describe('ledger property', () => {
  it('balance equals the ledger formula and the model after every step, never negative', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        const user = await insertUser(t);
        const good = await addBankAccount(t.deps, user.id, {
          accountHolderName: 'P',
          accountNumber: '123456781234',
          ifscCode: 'HDFC0001234',
          bankName: 'HDFC Bank',
        });
        const bad = await addBankAccount(t.deps, user.id, {
          accountHolderName: 'P',
          accountNumber: '123456780000',
          ifscCode: 'HDFC0001234',
          bankName: 'HDFC Bank',
        });
        const runKey = crypto.randomBytes(4).toString('hex');
        let model = 0;
        const made: ModelWithdrawal[] = [];
        const byRequest = new Map<number, ModelWithdrawal>();
        let lastSettle: { w: ModelWithdrawal; update: PayoutUpdate } | null = null;

        const settle = async (w: ModelWithdrawal, update: PayoutUpdate) => {
          const outcome =
            update.status === 'processed'
              ? 'completed'
              : ['failed', 'reversed', 'rejected', 'cancelled'].includes(update.status)
                ? 'failed'
                : 'pending';
          await settleWithdrawal(t.deps, w.id, update);
          if (w.state === 'PENDING' && outcome === 'completed') w.state = 'COMPLETED';
          else if (w.state !== 'FAILED' && outcome === 'failed') {
            w.state = 'FAILED';
            model += w.paise;
          }
        };

        for (const op of ops) {
          if (op.kind === 'credit') {
            await credit(t, user.id, op.paise);
            model += op.paise;
          } else if (op.kind === 'withdraw' || op.kind === 'replayWithdraw') {
            const replayOf =
              op.kind === 'replayWithdraw' ? made[op.pick % Math.max(made.length, 1)] : undefined;
            if (op.kind === 'replayWithdraw' && !replayOf) continue;
            const requestKey =
              op.kind === 'withdraw'
                ? op.requestKey
                : ([...byRequest].find(([, w]) => w === replayOf)?.[0] ?? null);
            if (op.kind === 'replayWithdraw' && requestKey === null) continue;
            const paise = op.kind === 'withdraw' ? op.paise : 100;
            const account = op.kind === 'withdraw' && op.failingAccount ? bad : good;
            const earlier = requestKey === null ? undefined : byRequest.get(requestKey);
            try {
              const outcome = await requestWithdrawal(t.deps, {
                userId: user.id,
                bankAccountId: account.id,
                amountPaise: paise,
                requestId: requestKey === null ? undefined : `req-${runKey}-${requestKey}`,
              });
              if (earlier) {
                expect(outcome.created).toBe(false);
                expect(outcome.withdrawal.id).toBe(earlier.id);
                continue;
              }
              expect(outcome.created).toBe(true);
              expect(paise).toBeGreaterThanOrEqual(100);
              expect(paise).toBeLessThanOrEqual(Math.min(model, 50_000));
              model -= paise;
              await sendPayout(t.deps, outcome.withdrawal);
              const [row] = (await withdrawalsOf(t, user.id)).filter(
                (w) => w.id === outcome.withdrawal.id,
              );
              const w: ModelWithdrawal = {
                id: outcome.withdrawal.id,
                paise,
                state: 'PENDING',
                payoutId: row!.payoutId!,
              };
              made.push(w);
              if (requestKey !== null) byRequest.set(requestKey, w);
            } catch (error) {
              expect(earlier).toBeUndefined();
              expect(error).toBeInstanceOf(AppError);
              const message = (error as AppError).message;
              if (paise < 100) expect(message).toBe('Minimum withdrawal amount is ₹1');
              else if (paise > 50_000) expect(message).toBe('Maximum withdrawal amount is ₹500');
              else {
                expect(message).toBe(MESSAGES.insufficientBalance);
                expect(paise).toBeGreaterThan(model);
              }
            }
          } else if (op.kind === 'settle') {
            const w = made[op.pick % Math.max(made.length, 1)];
            if (!w) continue;
            const update: PayoutUpdate = {
              payoutId: w.payoutId,
              status: op.status,
              failureReason: op.status,
            };
            await settle(w, update);
            lastSettle = { w, update };
          } else if (op.kind === 'poll') {
            // The reconcile path: ask the provider, which decides by the account (0000 fails).
            const w = made[op.pick % Math.max(made.length, 1)];
            if (!w) continue;
            walletHooks(t.deps).sandboxAutoSettle = true;
            const payout = await payoutGateway(t.deps).fetchPayout(w.payoutId);
            walletHooks(t.deps).sandboxAutoSettle = false;
            expect(payout).not.toBeNull();
            await settle(w, {
              payoutId: w.payoutId,
              status: payout!.status,
              failureReason: payout!.failureReason,
            });
          } else if (lastSettle) {
            await settle(lastSettle.w, lastSettle.update);
          }

          const balance = await balanceOf(t, user.id);
          expect(balance).toBe(model);
          expect(balance).toBeGreaterThanOrEqual(0);
          const ledger = await ledgerOf(t, user.id);
          const formula = ledger.reduce(
            (sum, r) =>
              sum +
              (r.type === 'WITHDRAWAL'
                ? -r.amountPaise
                : r.status === 'COMPLETED'
                  ? r.amountPaise
                  : 0),
            0,
          );
          expect(formula).toBe(balance);
          const rows = await withdrawalsOf(t, user.id);
          for (const w of made) {
            const row = rows.find((r) => r.id === w.id);
            expect(row?.status).toBe(w.state);
            const own = ledger.filter((r) => r.withdrawalId === w.id);
            expect(own.filter((r) => r.type === 'WITHDRAWAL').map((r) => r.status)).toEqual([
              w.state,
            ]);
            expect(own.filter((r) => r.type === 'REFUND')).toHaveLength(
              w.state === 'FAILED' ? 1 : 0,
            );
          }
          expect(rows).toHaveLength(made.length);
        }
      }),
      { numRuns: 30 },
    );
  });
});
