// Who gets the content keys of protected streams (ARCHITECTURE 6): a session with an active
// subscription. One rule for the key endpoint and the check the advanced player makes before ads.
import { isSubscriptionActive } from '@ott/contract';
import type { AuthContext } from '../../lib/http/session-context.ts';

export function canReceiveContentKeys(auth: AuthContext | null): boolean {
  if (!auth) return false;
  const { subscriptionEnd } = auth.user;
  return isSubscriptionActive({ is_subscribed: subscriptionEnd !== null, subscription_end_date: subscriptionEnd });
}
