// The signed-in viewer's running plan, as /plans and /payment show it (SPEC 4 'Subscription':
// subscribed when is_subscribed and the end date is in the future; days remaining rounded up),
// and the end date an extension would give (contract planWindow, the rule the server grants by).
import { daysRemaining, isSubscriptionActive, planWindow } from '@ott/contract';
import { useSession } from '@/lib/session.ts';

export interface CurrentSubscription {
  planName: string | null;
  /** ISO date the running plan ends. */
  endDate: string;
  daysRemaining: number;
}

export function currentSubscriptionOf(
  user: { is_subscribed?: boolean | null; subscription_end_date?: string | null; subscription_type?: string | null } | null,
  now = new Date(),
): CurrentSubscription | null {
  if (!user?.subscription_end_date || !isSubscriptionActive(user, now)) return null;
  return { planName: user.subscription_type ?? null, endDate: user.subscription_end_date, daysRemaining: daysRemaining(user.subscription_end_date, now) };
}

export function useCurrentSubscription(): CurrentSubscription | null {
  const user = useSession((s) => s.user);
  return currentSubscriptionOf(user);
}

/** ISO end date after adding a plan of `durationDays` to the running one. */
export function extendedEndDate(currentEnd: string, durationDays: number, now = new Date()): string {
  return planWindow(currentEnd, durationDays, now).endsAt.toISOString();
}

/** '24 Jan 2027' in the reader's language; '' for an unreadable date. */
export function formatPlanDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(language.startsWith('te') ? 'te-IN' : 'en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}
