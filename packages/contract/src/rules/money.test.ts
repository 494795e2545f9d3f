import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { checkWithdrawalAmount, parseRupeeAmount, withdrawalLimitMessage } from './money.ts';
import { paiseToRupees } from './price.ts';

describe('parseRupeeAmount', () => {
  it('converts whole rupees, one and two decimals, numbers and strings exactly', () => {
    expect(parseRupeeAmount('150')).toBe(15000);
    expect(parseRupeeAmount('150.5')).toBe(15050);
    expect(parseRupeeAmount(150.25)).toBe(15025);
    expect(parseRupeeAmount(0.1)).toBe(10);
    expect(parseRupeeAmount(' 99.99 ')).toBe(9999);
    expect(parseRupeeAmount(0)).toBe(0);
  });
  it('refuses negatives, three decimals, exponents and junk', () => {
    for (const bad of ['-5', -5, '1.234', 1.234, '1e3', 1e21, 'abc', '', NaN, Infinity, null, undefined, '1,000']) {
      expect(parseRupeeAmount(bad as never)).toBeNull();
    }
  });
  it('round-trips with paiseToRupees', () => {
    for (const p of [0, 1, 10, 99, 100, 12345, 1_000_000]) expect(parseRupeeAmount(paiseToRupees(p))).toBe(p);
  });
});

describe('withdrawal limits (SPEC 5)', () => {
  const limits = { min_amount: 100, max_amount: 10000, remaining_today: 3 };
  const messages = { min: MESSAGES.minWithdrawal, max: MESSAGES.maxWithdrawal, daily: MESSAGES.dailyWithdrawalLimit };
  it('uses the spec wording with the limit filled in', () => {
    expect(checkWithdrawalAmount(50, limits, messages)).toBe('Minimum withdrawal amount is ₹100');
    expect(checkWithdrawalAmount(10001, limits, messages)).toBe('Maximum withdrawal amount is ₹10,000');
    expect(checkWithdrawalAmount(100, limits, messages)).toBeNull();
    expect(checkWithdrawalAmount(10000, limits, messages)).toBeNull();
    expect(checkWithdrawalAmount(500, { ...limits, remaining_today: 0 }, messages)).toBe('Daily withdrawal limit reached');
  });
  it('fills a template', () => {
    expect(withdrawalLimitMessage(MESSAGES.minWithdrawal, { min: 100 })).toBe('Minimum withdrawal amount is ₹100');
  });
});
