import { describe, it, expect } from 'vitest';
import { normalizeReferralCode } from './referral-code.ts';

describe('normalizeReferralCode', () => {
  it('trims and upper-cases', () => {
    expect(normalizeReferralCode('  abc123 ')).toBe('ABC123');
    expect(normalizeReferralCode('RaVi2024')).toBe('RAVI2024');
    expect(normalizeReferralCode('ABC')).toBe('ABC');
  });

  it('keeps inner characters', () => {
    expect(normalizeReferralCode(' ab-c d ')).toBe('AB-C D');
  });

  it('gives an empty string for blank or missing input', () => {
    expect(normalizeReferralCode('')).toBe('');
    expect(normalizeReferralCode('   ')).toBe('');
    expect(normalizeReferralCode(null)).toBe('');
    expect(normalizeReferralCode(undefined)).toBe('');
  });
});
