import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApplyCouponBody, ApplyCouponResponse, MESSAGES, PAYMENT_API } from '@ott/contract';
import { requireOwnPhone } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { subscriptionInfo } from '../payments/index.ts';
import { redeemCode } from './code-service.ts';

/** POST /users/apply-coupon/ (SPEC 7): redeems the code and grants its plan (stacking). */
export function applyCouponRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    PAYMENT_API.applyCoupon,
    {
      preValidation: requireSession,
      schema: {
        body: ApplyCouponBody,
        response: { 200: ApplyCouponResponse, ...errorResponses },
        tags: ['codes'],
        summary: 'Redeem a subscription code',
      },
    },
    async (req) => {
      const { user } = requireOwnPhone(req, req.body.phone);
      const updated = await redeemCode(app.deps.db, req.body.code, user.id);
      return { status: 'success' as const, message: MESSAGES.subscriptionActivated, subscription: subscriptionInfo(updated) };
    },
  );
}
