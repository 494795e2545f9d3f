import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES, PAYMENT_API, VerifyPaymentBody, VerifyPaymentResponse } from '@ott/contract';
import { users } from '../../lib/db/schema.ts';
import { eq } from 'drizzle-orm';
import { requireOwnPhone } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { verifyCheckoutResult } from './verify-checkout.ts';
import { subscriptionInfo } from './subscription.ts';

/** POST /users/verify-payment/ and /api/payment/verify-payment/ (SPEC 7): same handler. */
export function verifyPaymentRoutes(app: FastifyInstance) {
  for (const url of [PAYMENT_API.verifyPaymentUsers, PAYMENT_API.verifyPayment]) {
    app.withTypeProvider<ZodTypeProvider>().post(
      url,
      {
        preValidation: requireSession,
        schema: {
          body: VerifyPaymentBody,
          response: { 200: VerifyPaymentResponse, ...errorResponses },
          tags: ['payments'],
          summary: 'Verify the checkout signature and activate the subscription (idempotent)',
        },
      },
      async (req) => {
        const { user } = requireOwnPhone(req, req.body.phone);
        await verifyCheckoutResult(app.deps, user.id, req.body, 'subscription');
        const [fresh] = await app.deps.db.select().from(users).where(eq(users.id, user.id));
        return {
          status: 'success' as const,
          message: MESSAGES.paymentSuccessSubscription,
          subscription: fresh ? subscriptionInfo(fresh) : null,
        };
      },
    );
  }
}
