// Puts a fresh subscription into the session (SPEC 4 'Subscription'): the stored user's
// subscription fields and the `subscription` key, so the header and playback rules see it at once.
import type { SubscriptionData } from '@/api/payments/types.ts';
import { useSession } from '@/lib/session.ts';
import { storage } from '@/lib/storage.ts';

export function applySubscription(subscription: SubscriptionData | null | undefined, isSubscribed?: boolean) {
  if (subscription) storage.setJson('subscription', subscription);
  else if (isSubscribed === false) storage.remove('subscription');
  const { user, setUser } = useSession.getState();
  if (!user) return;
  const active = isSubscribed ?? subscription?.is_active ?? user.is_subscribed;
  const next = {
    ...user,
    is_subscribed: active,
    subscription_type: subscription?.subscription_type ?? subscription?.plan_name ?? user.subscription_type,
    subscription_start_date: subscription?.start_date ?? user.subscription_start_date,
    subscription_end_date: subscription?.end_date ?? user.subscription_end_date,
  };
  const changed =
    next.is_subscribed !== user.is_subscribed ||
    next.subscription_type !== user.subscription_type ||
    next.subscription_start_date !== user.subscription_start_date ||
    next.subscription_end_date !== user.subscription_end_date;
  if (changed) setUser(next);
}
