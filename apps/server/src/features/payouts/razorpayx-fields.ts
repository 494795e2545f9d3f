// RazorpayX's field rules (contacts, fund accounts, payouts API): what a name, a narration and an
// idempotency key may contain. Our data (Telugu names, punctuation) is fitted to them here so a
// withdrawal is never refused for the viewer's spelling.
import crypto from 'node:crypto';

/** IMPS carries up to ₹5,00,000; above that the payout goes by NEFT. */
export const IMPS_MAX_PAISE = 5_00_000_00;

/**
 * Contact and bank-account names: letters, digits, space and ’ - _ / ( ) , . only, not ending
 * with a special character other than '.', between 3 and `max` characters.
 */
export function razorpayName(value: string, max: number): string | null {
  const cleaned = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ’\-_/(),.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .replace(/[’\-_/(),\s]+$/, '');
  return /[A-Za-z]/.test(cleaned) && cleaned.length >= 3 ? cleaned : null;
}

/** Narration on the viewer's bank statement: up to 30 letters, digits and spaces. */
export function razorpayNarration(value: string): string {
  const cleaned = value
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 30)
    .trim();
  return cleaned.length > 0 ? cleaned : 'Wallet withdrawal';
}

/**
 * X-Payout-Idempotency (4-36 of letters, digits, '-', '_', space): one key per reference, so a
 * retry of the same withdrawal can never pay twice. Readable when the reference fits.
 */
export function payoutIdempotencyKey(referenceId: string): string {
  if (/^[A-Za-z0-9_-]{1,25}$/.test(referenceId)) return `ott-payout-${referenceId}`;
  return `ott-${crypto.createHash('sha256').update(referenceId).digest('hex').slice(0, 32)}`;
}

/** A phone RazorpayX accepts as `contact` (digits, optional leading +), else nothing. */
export function razorpayPhone(value: string): string | undefined {
  const cleaned = value.replace(/[\s-]/g, '');
  return /^\+?\d{8,15}$/.test(cleaned) ? cleaned : undefined;
}
