// SPEC 2.15 Membership Details from the profile and the subscription status (SPEC 4 'Subscription').
import type { User } from '@ott/contract';
import { daysRemaining, isSubscriptionActive } from '@ott/contract';
import type { SubscriptionStatus } from '@/api/profile/get-subscription-status.ts';

export interface Membership {
  planName: string | null;
  validFrom: string | null;
  validUntil: string | null;
  isActive: boolean;
  daysRemaining: number;
  /** Ever had a plan: shows the details (Active or Expired) rather than the Subscribe Now card alone. */
  hasPlan: boolean;
}

/** The status call is fresher; the profile fills in when it has not answered (or failed). */
export function membershipOf(user: User, status: SubscriptionStatus | undefined, now: Date = new Date()): Membership {
  const subscription = status?.subscription ?? null;
  const validFrom = subscription?.start_date ?? user.subscription_start_date;
  const validUntil = subscription?.end_date ?? user.subscription_end_date;
  const isSubscribed = status ? status.is_subscribed : user.is_subscribed;
  const isActive = isSubscriptionActive({ is_subscribed: isSubscribed, subscription_end_date: validUntil }, now);
  return {
    planName: subscription?.plan_name ?? subscription?.subscription_type ?? user.subscription_type,
    validFrom,
    validUntil,
    isActive,
    daysRemaining: daysRemaining(validUntil, now),
    hasPlan: !!validUntil,
  };
}

/** '5 Jan 2026' (en-IN), or the Telugu month names; '—' for a missing date. */
export function formatMembershipDate(value: string | null, language: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString(language === 'te' ? 'te-IN' : 'en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}
