import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES, PAYMENT_API, ValidateCouponBody, ValidateCouponResponse } from '@ott/contract';
import { requireOwnPhone } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { planDto } from '../payments/index.ts';
import { validateCode } from './code-service.ts';

/** POST /users/validate-coupon/ (SPEC 7): checks a code without redeeming it. */
export function validateCouponRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    PAYMENT_API.validateCoupon,
    {
      preValidation: requireSession,
      schema: {
        body: ValidateCouponBody,
        response: { 200: ValidateCouponResponse, ...errorResponses },
        tags: ['codes'],
        summary: 'Validate a subscription code',
      },
    },
    async (req) => {
      const { user } = requireOwnPhone(req, req.body.phone);
      const plan = await validateCode(app.deps.db, req.body.code, user.id);
      return { status: 'success' as const, message: MESSAGES.codeValid, plan: planDto(plan) };
    },
  );
}
