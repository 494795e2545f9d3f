import { describe, expect, it } from 'vitest';
import { isCredit, signedAmount } from './transactions.ts';

describe('transactions', () => {
  it('counts bonuses and refunds as money in and withdrawals as money out', () => {
    expect(isCredit('REFERRAL_BONUS')).toBe(true);
    expect(isCredit('REFUND')).toBe(true);
    expect(isCredit('WITHDRAWAL')).toBe(false);
  });

  it('signs the amount by type', () => {
    expect(signedAmount({ transaction_type: 'REFERRAL_BONUS', amount: 1500.5 })).toBe('+₹1,500.50');
    expect(signedAmount({ transaction_type: 'WITHDRAWAL', amount: 200 })).toBe('\u2212₹200');
  });
});
