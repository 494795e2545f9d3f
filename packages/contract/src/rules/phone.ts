// SPEC 5 'Phone' and SPEC 9: Indian mobile numbers.
import { PHONE_COUNTRY_CODE, PHONE_COUNTRY_PREFIX_DIGITS, PHONE_LENGTH } from '../constants.ts';

export { PHONE_COUNTRY_CODE };

export interface PhoneValidation {
  valid: boolean;
  /** null when there is nothing to say: empty input, or a valid number. */
  message: string | null;
}

const INVALID_LENGTH_MESSAGE = 'Please enter a valid 10-digit mobile number';
const INVALID_INDIAN_MESSAGE = 'Please enter a valid Indian mobile number';
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/**
 * Strips non-digits, drops a leading 91 from a 12-digit value and caps the result at 10 digits.
 * Example: '+91 98765-43210' -> '9876543210'.
 */
export function normalizePhone(input: string | null | undefined): string {
  if (typeof input !== 'string') return '';
  let digits = input.replace(/\D/g, '');
  if (digits.length === PHONE_LENGTH + 2 && digits.startsWith(PHONE_COUNTRY_PREFIX_DIGITS)) {
    digits = digits.slice(PHONE_COUNTRY_PREFIX_DIGITS.length);
  }
  return digits.slice(0, PHONE_LENGTH);
}

/** Validates an already normalised phone; empty input is not valid but gives no message. */
export function validatePhone(normalized: string): PhoneValidation {
  if (normalized.length === 0) return { valid: false, message: null };
  if (normalized.length !== PHONE_LENGTH || !/^\d+$/.test(normalized)) {
    return { valid: false, message: INVALID_LENGTH_MESSAGE };
  }
  if (!INDIAN_MOBILE.test(normalized)) return { valid: false, message: INVALID_INDIAN_MESSAGE };
  return { valid: true, message: null };
}

/** True for exactly ten digits starting 6-9 (no normalisation is applied). */
export function isValidIndianMobile(s: string | null | undefined): boolean {
  return typeof s === 'string' && INDIAN_MOBILE.test(s);
}
