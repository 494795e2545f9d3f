// SPEC 6: a subscribed user (is_subscribed and a future end date) is ad-free. Pages skip the ad
// requests when the stored user already says so; the server answers empty lists for them anyway.
import { isSubscriptionActive } from '@ott/contract';
import { useSession } from '@/lib/session.ts';

export function useAdFree(): boolean {
  return useSession((s) => isSubscriptionActive(s.user));
}
