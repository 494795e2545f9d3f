// SPEC 4 'Subscription': who counts as subscribed, and days remaining.
import type { DateInput } from './date-input.ts';
import { daysToMs, parseDateInput } from './date-input.ts';

export interface SubscriptionFlags {
  is_subscribed?: boolean | null;
  subscription_end_date?: DateInput | null;
}

/** Subscribed when is_subscribed is true AND subscription_end_date is in the future. */
export function isSubscriptionActive(
  user: SubscriptionFlags | null | undefined,
  now: DateInput = new Date(),
): boolean {
  if (!user || user.is_subscribed !== true) return false;
  const end = parseDateInput(user.subscription_end_date);
  const reference = parseDateInput(now);
  if (!end || !reference) return false;
  return end.getTime() > reference.getTime();
}

/** Rounded-up day difference between the end date and now, minimum 0 (missing/invalid: 0). */
export function daysRemaining(
  endDate: DateInput | null | undefined,
  now: DateInput = new Date(),
): number {
  const end = parseDateInput(endDate);
  const reference = parseDateInput(now);
  if (!end || !reference) return 0;
  return Math.max(0, Math.ceil((end.getTime() - reference.getTime()) / daysToMs(1)));
}
