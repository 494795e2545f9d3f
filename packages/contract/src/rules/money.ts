// Money crosses the API as rupees and lives everywhere else as integer paise (ARCHITECTURE 5).
// Parsing user-typed amounts is exact string arithmetic: no float ever decides an amount.
import { CURRENCY_SYMBOL } from '../constants.ts';

const RUPEES = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** '150', '150.5', 150.25 -> paise; anything else (negative, 3 decimals, NaN, too big) -> null. */
export function parseRupeeAmount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    text = String(value);
    if (/e/i.test(text)) return null;
  } else {
    text = value.trim();
  }
  const match = RUPEES.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** SPEC 5 'Withdrawal' messages with the rupee limit filled in: 'Minimum withdrawal amount is ₹100'. */
export function withdrawalLimitMessage(template: string, limits: { min?: number; max?: number }): string {
  const show = (rupees: number | undefined) =>
    rupees === undefined ? '' : rupees.toLocaleString('en-IN', { maximumFractionDigits: 2 });
  return template.replace('{min}', show(limits.min)).replace('{max}', show(limits.max));
}

/** The rule SPEC 5 'Withdrawal' gives, shared by the modal and the server. Amount and limits in rupees. */
export function checkWithdrawalAmount(
  amountRupees: number,
  limits: { min_amount: number; max_amount: number; remaining_today: number },
  messages: { min: string; max: string; daily: string },
): string | null {
  if (limits.remaining_today <= 0) return messages.daily;
  if (amountRupees < limits.min_amount) return withdrawalLimitMessage(messages.min, { min: limits.min_amount });
  if (amountRupees > limits.max_amount) return withdrawalLimitMessage(messages.max, { max: limits.max_amount });
  return null;
}

/**
 * Exact rupees from integer paise for reports: '₹1,23,456.78', '-₹50.00' (Indian grouping, always
 * two decimals). Integer arithmetic only, so a sum of paise shows to the paisa.
 */
export function formatPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be a safe integer: ${paise}`);
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100).toLocaleString('en-IN');
  return `${paise < 0 ? '-' : ''}${CURRENCY_SYMBOL}${rupees}.${String(abs % 100).padStart(2, '0')}`;
}
