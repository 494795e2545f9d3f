import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CreateRentalBody, MESSAGES, OrderResponse, PAYMENT_API, paiseToRupees } from '@ott/contract';
import { videos } from '../../lib/db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { requireOwnPhone } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { createOrReuseOrder, orderResponse } from '../payments/index.ts';
import { firstPriceEntry } from './rental-service.ts';

/**
 * POST /users/api/rentals/create/ (SPEC 7; bearer or cookie). Price and duration are the video's
 * first price entry; a client rental_price / rental_duration that disagrees is refused.
 */
export function createRentalRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    PAYMENT_API.createRental,
    {
      preValidation: requireSession,
      schema: {
        body: CreateRentalBody,
        response: { 200: OrderResponse, ...errorResponses },
        tags: ['rentals'],
        summary: 'Create (or reuse) a checkout order to rent a title',
      },
    },
    async (req) => {
      const { user } = requireOwnPhone(req, req.body.phone);
      const { db } = app.deps;
      const [video] = await db.select().from(videos).where(eq(videos.id, req.body.video_id));
      if (!video) throw notFound(MESSAGES.videoNotFound);
      const price = video.videoType === 'rental' ? await firstPriceEntry(db, video.id) : undefined;
      if (!price) throw badRequest(MESSAGES.notARentalTitle);
      const { rental_price: clientPrice, rental_duration: clientDays } = req.body;
      if (
        (clientPrice !== undefined && clientPrice !== paiseToRupees(price.rentalPricePaise)) ||
        (clientDays !== undefined && clientDays !== price.rentalDurationDays)
      ) {
        throw badRequest(MESSAGES.invalidRequest);
      }
      const order = await createOrReuseOrder(app.deps, {
        userId: user.id,
        kind: 'rental',
        videoId: video.id,
        rentalDurationDays: price.rentalDurationDays,
        amountPaise: price.rentalPricePaise,
        notes: { video_id: String(video.id), title: video.title.slice(0, 200) },
      });
      return orderResponse(app.deps, order);
    },
  );
}
