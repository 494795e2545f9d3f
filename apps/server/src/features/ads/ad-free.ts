// SPEC issue 6: subscribed users see no ads. The users row's subscription end date decides, as
// everywhere else (catalogue service, profile).
import { isSubscriptionActive } from '@ott/contract';
import type { FastifyRequest } from 'fastify';

export function isAdFree(req: FastifyRequest, now = new Date()): boolean {
  const user = req.auth?.user;
  if (!user) return false;
  return isSubscriptionActive(
    { is_subscribed: user.subscriptionEnd !== null, subscription_end_date: user.subscriptionEnd },
    now,
  );
}

/**
 * How an ads answer may be cached downstream: a visitor's is the same for every visitor (public);
 * a signed-in viewer's depends on their subscription (private). Both vary on the credentials, so
 * a shared cache never hands a subscriber's empty answer to a visitor or the other way round.
 */
export function adsVisibility(req: FastifyRequest) {
  return { visibility: req.auth ? ('private' as const) : ('public' as const), varyOnViewer: true };
}
