// SPEC 9: views format 1K / 1M with one decimal.
import { VIEWS_MILLION, VIEWS_THOUSAND } from '../constants.ts';

/** One decimal place, with a trailing '.0' dropped: 1.5 -> '1.5', 1 -> '1'. */
function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1).replace(/\.0$/, '');
}

/**
 * 999 -> '999', 1000 -> '1K', 1500 -> '1.5K', 2_300_000 -> '2.3M'. Values that round up to the
 * next unit move to it (999_960 -> '1M'). Negative, missing or invalid input gives '0'.
 */
export function formatViews(n: number | string | null | undefined): string {
  const value = typeof n === 'string' && n.trim() === '' ? Number.NaN : Number(n ?? Number.NaN);
  if (!Number.isFinite(value) || value <= 0) return '0';
  const whole = Math.floor(value);
  if (whole < VIEWS_THOUSAND) return String(whole);
  const thousands = Math.round((whole / VIEWS_THOUSAND) * 10) / 10;
  if (thousands < VIEWS_THOUSAND) return `${oneDecimal(thousands)}K`;
  return `${oneDecimal(whole / VIEWS_MILLION)}M`;
}
