import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PAYMENT_API, RentalCheckQuery, RentalCheckResponse } from '@ott/contract';
import { requireOwnPhone } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { latestRental, rentalDto } from './rental-service.ts';

/** GET /api/rentals/check/?phone=&video_id= (SPEC 7): the caller's latest rental, is_active. */
export function checkRentalRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    PAYMENT_API.checkRental,
    {
      preValidation: requireSession,
      schema: {
        querystring: RentalCheckQuery,
        response: { 200: RentalCheckResponse, ...errorResponses },
        tags: ['rentals'],
        summary: 'Whether the caller rents the title',
      },
    },
    async (req) => {
      const { user } = requireOwnPhone(req, req.query.phone);
      const row = await latestRental(app.deps.db, user.id, req.query.video_id);
      return { status: 'success' as const, rental: row ? rentalDto(row) : null };
    },
  );
}
