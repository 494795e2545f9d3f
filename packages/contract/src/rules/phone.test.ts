import { describe, it, expect } from 'vitest';
import { isValidIndianMobile, normalizePhone, PHONE_COUNTRY_CODE, validatePhone } from './phone.ts';

describe('normalizePhone', () => {
  it('strips non-digits', () => {
    expect(normalizePhone('98765-43210')).toBe('9876543210');
    expect(normalizePhone(' 98765 43210 ')).toBe('9876543210');
    expect(normalizePhone('abc')).toBe('');
  });

  it('drops the 91 prefix of a 12-digit value', () => {
    expect(normalizePhone('919876543210')).toBe('9876543210');
    expect(normalizePhone('+91 98765 43210')).toBe('9876543210');
  });

  it('keeps a 10-digit number that itself starts with 91', () => {
    expect(normalizePhone('9198765432')).toBe('9198765432');
  });

  it('does not strip 91 from values that are not 12 digits long', () => {
    expect(normalizePhone('91987654321')).toBe('9198765432');
    expect(normalizePhone('9198765432101')).toBe('9198765432');
  });

  it('caps at 10 digits', () => {
    expect(normalizePhone('98765432109999')).toBe('9876543210');
    expect(normalizePhone('129876543210')).toBe('1298765432');
  });

  it('handles empty and missing input', () => {
    expect(normalizePhone('')).toBe('');
    expect(normalizePhone(null)).toBe('');
    expect(normalizePhone(undefined)).toBe('');
  });
});

describe('validatePhone', () => {
  it('gives no message for empty input', () => {
    expect(validatePhone('')).toEqual({ valid: false, message: null });
  });

  it('rejects a length other than 10', () => {
    const expected = { valid: false, message: 'Please enter a valid 10-digit mobile number' };
    expect(validatePhone('98765')).toEqual(expected);
    expect(validatePhone('987654321')).toEqual(expected);
    expect(validatePhone('98765432100')).toEqual(expected);
  });

  it('rejects ten digits not starting 6-9', () => {
    const expected = { valid: false, message: 'Please enter a valid Indian mobile number' };
    expect(validatePhone('5876543210')).toEqual(expected);
    expect(validatePhone('0876543210')).toEqual(expected);
    expect(validatePhone('1234567890')).toEqual(expected);
  });

  it('accepts ten digits starting 6-9', () => {
    for (const first of ['6', '7', '8', '9']) {
      expect(validatePhone(`${first}876543210`)).toEqual({ valid: true, message: null });
    }
  });

  it('treats un-normalised non-digit input as invalid length', () => {
    expect(validatePhone('98765-4321')).toEqual({
      valid: false,
      message: 'Please enter a valid 10-digit mobile number',
    });
  });
});

describe('isValidIndianMobile', () => {
  it('accepts 10 digits starting 6-9', () => {
    expect(isValidIndianMobile('9876543210')).toBe(true);
    expect(isValidIndianMobile('6000000000')).toBe(true);
  });

  it('rejects everything else', () => {
    expect(isValidIndianMobile('5876543210')).toBe(false);
    expect(isValidIndianMobile('987654321')).toBe(false);
    expect(isValidIndianMobile('919876543210')).toBe(false);
    expect(isValidIndianMobile('98765 43210')).toBe(false);
    expect(isValidIndianMobile('')).toBe(false);
    expect(isValidIndianMobile(null)).toBe(false);
    expect(isValidIndianMobile(undefined)).toBe(false);
  });
});

describe('PHONE_COUNTRY_CODE', () => {
  it('is +91', () => {
    expect(PHONE_COUNTRY_CODE).toBe('+91');
  });
});
