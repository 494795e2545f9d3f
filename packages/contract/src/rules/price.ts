// SPEC 9 currency and plan pricing; SPEC 3 'Plan'.
import { CURRENCY_SYMBOL } from '../constants.ts';

export interface PlanPricing {
  price: number | string;
  /** Days. */
  duration: number | string;
  per_day_text?: string | null;
}

/**
 * per_day_text when present, else price divided by duration with 2 decimals
 * (199 / 30 -> '6.63'). An unusable price or duration gives ''.
 */
export function perDayPrice(plan: PlanPricing): string {
  const text = plan.per_day_text?.trim();
  if (text) return text;
  const price = Number(plan.price);
  const duration = Number(plan.duration);
  if (!Number.isFinite(price) || !Number.isFinite(duration) || duration <= 0 || price < 0) {
    return '';
  }
  return (Math.round((price / duration) * 100) / 100).toFixed(2);
}

/** The plan marked popular, else the first; undefined for an empty list. */
export function defaultPlan<T extends { popular?: boolean | null }>(
  plans: readonly T[] | null | undefined,
): T | undefined {
  if (!plans || plans.length === 0) return undefined;
  return plans.find((plan) => plan.popular === true) ?? plans[0];
}

/**
 * '₹199', '₹1,00,000' (Indian grouping); an amount with paise shows both digits ('₹99.90', as money
 * is written). Invalid input gives '₹0'.
 */
export function formatRupees(rupees: number | string | null | undefined): string {
  const value = Number(rupees ?? Number.NaN);
  const amount = Number.isFinite(value) ? Math.round(value * 100) / 100 : 0;
  const digits = Number.isInteger(amount) ? 0 : 2;
  return CURRENCY_SYMBOL + amount.toLocaleString('en-IN', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Rupees to integer paise; throws on non-finite amounts or fractions of a paisa. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`Invalid rupee amount: ${rupees}`);
  const paise = Math.round(rupees * 100);
  if (Math.abs(paise - rupees * 100) > 1e-6) {
    throw new RangeError(`Rupee amount has fractions of a paisa: ${rupees}`);
  }
  return paise;
}

/** Integer paise to rupees; throws when paise is not an integer. */
export function paiseToRupees(paise: number): number {
  if (!Number.isInteger(paise)) throw new RangeError(`Paise must be an integer: ${paise}`);
  return paise / 100;
}
