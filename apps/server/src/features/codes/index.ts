// Subscription codes (SPEC 7: validate-coupon, apply-coupon; SPEC 4 'Code redemption').
import type { FastifyInstance } from 'fastify';
import { applyCouponRoute } from './apply-coupon.route.ts';
import { validateCouponRoute } from './validate-coupon.route.ts';

export async function codesFeature(app: FastifyInstance) {
  validateCouponRoute(app);
  applyCouponRoute(app);
}

export { normalizeCode } from './code-service.ts';
