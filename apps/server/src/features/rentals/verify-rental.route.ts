import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES, PAYMENT_API, VerifyRentalBody, VerifyRentalResponse } from '@ott/contract';
import { badRequest } from '../../lib/errors.ts';
import { requireOwnPhone } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { findOwnOrder, verifyCheckoutResult } from '../payments/index.ts';
import { rentalDto, rentalForOrder } from './rental-service.ts';

/** POST /users/api/rentals/verify/ (SPEC 7): status 'success' with the rental; idempotent. */
export function verifyRentalRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    PAYMENT_API.verifyRental,
    {
      preValidation: requireSession,
      schema: {
        body: VerifyRentalBody,
        response: { 200: VerifyRentalResponse, ...errorResponses },
        tags: ['rentals'],
        summary: 'Verify a rental payment and start the rental',
      },
    },
    async (req) => {
      const { user } = requireOwnPhone(req, req.body.phone);
      const order = await findOwnOrder(app.deps, req.body.razorpay_order_id, user.id);
      if (order.videoId !== req.body.video_id) throw badRequest(MESSAGES.paymentVerificationFailed);
      const fulfilled = await verifyCheckoutResult(app.deps, user.id, req.body, 'rental');
      const rental = await rentalForOrder(app.deps.db, fulfilled.id);
      if (!rental) throw badRequest(MESSAGES.paymentVerificationFailed);
      return { status: 'success' as const, message: MESSAGES.paymentSuccessRental, rental: rentalDto(rental) };
    },
  );
}
