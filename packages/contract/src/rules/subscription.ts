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

export interface SubscriptionWindow {
  startsAt: Date;
  endsAt: Date;
}

/**
 * The window a plan of `durationDays` adds (SPEC 4 'Subscription'; issue 12): bought while a
 * subscription runs, it starts when that one ends (an extension, so no paid day is lost);
 * otherwise it starts now. The server grants exactly this, and /plans states its end date before
 * payment, so the two never disagree.
 */
export function planWindow(
  currentEnd: DateInput | null | undefined,
  durationDays: number,
  now: DateInput = new Date(),
): SubscriptionWindow {
  const reference = parseDateInput(now) ?? new Date();
  const end = parseDateInput(currentEnd);
  const startsAt = end && end.getTime() > reference.getTime() ? end : reference;
  return { startsAt, endsAt: new Date(startsAt.getTime() + daysToMs(durationDays)) };
}
