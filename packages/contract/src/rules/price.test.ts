import { describe, it, expect } from 'vitest';
import { FIXED_PLANS } from '../constants.ts';
import { defaultPlan, formatRupees, paiseToRupees, perDayPrice, rupeesToPaise } from './price.ts';

describe('perDayPrice', () => {
  it('uses per_day_text when present', () => {
    expect(perDayPrice({ price: 365, duration: 365, per_day_text: '₹1/day' })).toBe('₹1/day');
  });

  it('divides price by duration with 2 decimals otherwise', () => {
    expect(perDayPrice({ price: 199, duration: 30 })).toBe('6.63');
    expect(perDayPrice({ price: 499, duration: 90 })).toBe('5.54');
    expect(perDayPrice({ price: 999, duration: 365 })).toBe('2.74');
    expect(perDayPrice({ price: 365, duration: 365, per_day_text: null })).toBe('1.00');
  });

  it('ignores a blank per_day_text', () => {
    expect(perDayPrice({ price: 199, duration: 30, per_day_text: '  ' })).toBe('6.63');
    expect(perDayPrice({ price: 199, duration: 30, per_day_text: '' })).toBe('6.63');
  });

  it('accepts numeric strings', () => {
    expect(perDayPrice({ price: '199.00', duration: '30' })).toBe('6.63');
  });

  it('gives an empty string for a zero, negative or invalid duration or price', () => {
    expect(perDayPrice({ price: 199, duration: 0 })).toBe('');
    expect(perDayPrice({ price: 199, duration: -30 })).toBe('');
    expect(perDayPrice({ price: 'free', duration: 30 })).toBe('');
    expect(perDayPrice({ price: -1, duration: 30 })).toBe('');
  });

  it('works for every fixed plan', () => {
    expect(FIXED_PLANS.map((plan) => perDayPrice(plan))).toEqual(['6.63', '5.54', '2.74']);
  });
});

describe('defaultPlan', () => {
  it('prefers the popular plan', () => {
    const plans = [
      { id: 1, popular: false },
      { id: 2, popular: true },
      { id: 3, popular: true },
    ];
    expect(defaultPlan(plans)?.id).toBe(2);
  });

  it('falls back to the first plan', () => {
    expect(defaultPlan([{ id: 1 }, { id: 2, popular: null }])?.id).toBe(1);
  });

  it('returns undefined for no plans', () => {
    expect(defaultPlan([])).toBeUndefined();
    expect(defaultPlan(null)).toBeUndefined();
    expect(defaultPlan(undefined)).toBeUndefined();
  });
});

describe('formatRupees', () => {
  it('prefixes the rupee sign', () => {
    expect(formatRupees(199)).toBe('₹199');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('uses Indian digit grouping', () => {
    expect(formatRupees(10_000)).toBe('₹10,000');
    expect(formatRupees(100_000)).toBe('₹1,00,000');
    expect(formatRupees(12_345_678)).toBe('₹1,23,45,678');
  });

  it('shows paise with both digits', () => {
    expect(formatRupees(199.5)).toBe('₹199.50');
    expect(formatRupees(99.9)).toBe('₹99.90');
    expect(formatRupees(1234.05)).toBe('₹1,234.05');
    expect(formatRupees(199.999)).toBe('₹200');
  });

  it('accepts numeric strings and falls back to ₹0 for invalid input', () => {
    expect(formatRupees('499')).toBe('₹499');
    expect(formatRupees('abc')).toBe('₹0');
    expect(formatRupees(null)).toBe('₹0');
    expect(formatRupees(undefined)).toBe('₹0');
    expect(formatRupees(Number.NaN)).toBe('₹0');
  });
});

describe('rupeesToPaise', () => {
  it('converts to integer paise', () => {
    expect(rupeesToPaise(199)).toBe(19_900);
    expect(rupeesToPaise(0)).toBe(0);
    expect(rupeesToPaise(199.99)).toBe(19_999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });

  it('throws on fractions of a paisa or non-finite input', () => {
    expect(() => rupeesToPaise(1.005)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('paiseToRupees', () => {
  it('converts integer paise to rupees', () => {
    expect(paiseToRupees(19_900)).toBe(199);
    expect(paiseToRupees(19_999)).toBe(199.99);
    expect(paiseToRupees(0)).toBe(0);
  });

  it('throws on non-integer paise', () => {
    expect(() => paiseToRupees(199.5)).toThrow(RangeError);
    expect(() => paiseToRupees(Number.NaN)).toThrow(RangeError);
    expect(() => paiseToRupees(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips with rupeesToPaise', () => {
    expect(paiseToRupees(rupeesToPaise(499))).toBe(499);
  });
});
