import { describe, expect, it } from 'vitest';
import { checkWithdrawalForm, type WithdrawalMessages } from './withdrawal-form.ts';

const MESSAGES: WithdrawalMessages = {
  bankAccountRequired: 'account',
  amountRequired: 'required',
  invalidAmount: 'invalid',
  min: 'min ₹{min}',
  max: 'max ₹{max}',
  daily: 'daily',
  insufficientBalance: 'balance',
};
const LIMITS = { min_amount: 100, max_amount: 10_000, daily_limit: 3, remaining_today: 3 };
const check = (amountText: string, over: Partial<Parameters<typeof checkWithdrawalForm>[0]> = {}) =>
  checkWithdrawalForm({ bankAccount: 4, amountText, limits: LIMITS, balanceRupees: 20_000, ...over }, MESSAGES);

describe('checkWithdrawalForm (SPEC 5 Withdrawal)', () => {
  it('accepts an amount within the limits, exactly in paise', () => {
    expect(check(' 100.10 ')).toEqual({ ok: true, bankAccount: 4, amountRupees: 100.1, amountPaise: 10_010 });
    expect(check('10000')).toMatchObject({ ok: true, amountPaise: 1_000_000 });
  });

  it('needs a bank account first, then an amount', () => {
    expect(check('500', { bankAccount: null })).toEqual({ ok: false, field: 'bank_account', message: 'account' });
    expect(check('  ')).toEqual({ ok: false, field: 'amount', message: 'required' });
  });

  it.each(['0', '-1', '1e3', '12.345', 'ten'])('refuses %j as invalid', (text) => {
    expect(check(text)).toEqual({ ok: false, field: 'amount', message: 'invalid' });
  });

  it('fills the limits into the min and max messages', () => {
    expect(check('99.99')).toMatchObject({ message: 'min ₹100' });
    expect(check('10000.01')).toMatchObject({ message: 'max ₹10,000' });
  });

  it('puts the daily limit before the amount checks', () => {
    expect(check('5', { limits: { ...LIMITS, remaining_today: 0 } })).toMatchObject({ message: 'daily' });
  });

  it('refuses more than the balance, to the paisa', () => {
    expect(check('500.01', { balanceRupees: 500 })).toMatchObject({ message: 'balance' });
    expect(check('500', { balanceRupees: 500 })).toMatchObject({ ok: true });
  });
});
