// SPEC 5 'Phone masking' in lists (referral card and details).
import { normalizePhone } from './phone.ts';

const MASK = '****';
const VISIBLE_DIGITS = 4;

/**
 * First 4 digits, four stars, last 4 digits: '9876543210' -> '9876****3210'.
 * The input is normalised first (so '+91 98765 43210' masks the same way). Values with fewer
 * than 8 digits cannot keep 4 + 4 digits hidden-free, so they are masked entirely ('****');
 * empty or missing input gives ''.
 */
export function maskPhone(phone: string | null | undefined): string {
  const digits = normalizePhone(phone);
  if (digits.length === 0) return '';
  if (digits.length < VISIBLE_DIGITS * 2) return MASK;
  return digits.slice(0, VISIBLE_DIGITS) + MASK + digits.slice(-VISIBLE_DIGITS);
}
