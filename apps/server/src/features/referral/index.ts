// The referral feature (SPEC 2.17, 2.18 bonus levels, 7 'Referral and wallet'; ARCHITECTURE 7):
// referral info, the invitation QR, bonus levels, and the five-level bonus credited to the
// referrer chain when a subscription is paid (a 'payment.completed' domain-event handler).
import type { FastifyInstance } from 'fastify';
import { onDomainEvent } from '../../lib/events/index.ts';
import { bonusLevelsRoute } from './bonus-levels.route.ts';
import { creditReferralBonuses } from './bonus-handler.ts';
import { referralInfoRoute } from './referral-info.route.ts';
import { referralQrRoute } from './referral-qr.route.ts';

export async function referralFeature(app: FastifyInstance) {
  referralInfoRoute(app);
  referralQrRoute(app);
  bonusLevelsRoute(app);
  onDomainEvent(
    app.deps,
    'payment.completed',
    'referral-bonuses',
    async (tx, event) => void (await creditReferralBonuses(tx, event)),
    app.log,
  );
}

export { creditReferralBonuses, bonusPaise, MAX_BONUS_LEVELS, type BonusCredit } from './bonus-handler.ts';
export { REFERRAL_CACHE } from './bonus-levels.route.ts';
