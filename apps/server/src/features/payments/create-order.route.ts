import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CreateOrderBody, isSubscriptionActive, MESSAGES, OrderResponse, PAYMENT_API, paiseToRupees } from '@ott/contract';
import { plans } from '../../lib/db/schema.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { requireOwnPhone } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { createOrReuseOrder, orderResponse } from './order-service.ts';

/**
 * POST /api/payment/create-order/ (SPEC 7). The amount is the plan's; a client amount that
 * disagrees is refused (ARCHITECTURE 5), and a recent unpaid order for the plan is reused (SPEC 4).
 * A subscribed user (SPEC 4 'Subscription') gets an order only with `extend: true`, the deliberate
 * extension /plans offers after stating the new end date; paid, it adds the plan's days after the
 * current end (planWindow). Otherwise 409, so a second plan is never bought by accident (issue 12).
 */
export function createOrderRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    PAYMENT_API.createOrder,
    {
      preValidation: requireSession,
      schema: {
        body: CreateOrderBody,
        response: { 200: OrderResponse, ...errorResponses },
        tags: ['payments'],
        summary: 'Create (or reuse) a checkout order for a plan',
      },
    },
    async (req) => {
      const { user } = requireOwnPhone(req, req.body.phone);
      const subscribed = isSubscriptionActive({ is_subscribed: true, subscription_end_date: user.subscriptionEnd });
      if (subscribed && req.body.extend !== true) throw new AppError('conflict', MESSAGES.alreadySubscribed);
      const [plan] = await app.deps.db
        .select()
        .from(plans)
        .where(and(eq(plans.id, req.body.plan_id), eq(plans.isActive, true)));
      if (!plan) throw badRequest(MESSAGES.planNotFound);
      if (req.body.amount !== undefined && req.body.amount !== paiseToRupees(plan.pricePaise)) {
        throw badRequest(MESSAGES.invalidRequest);
      }
      const order = await createOrReuseOrder(app.deps, {
        userId: user.id,
        kind: 'subscription',
        planId: plan.id,
        amountPaise: plan.pricePaise,
        // The days shown with the price when the order was made are the days it grants (issue 15.4).
        rentalDurationDays: plan.durationDays,
        notes: { plan_id: String(plan.id), plan_name: plan.name },
      });
      return orderResponse(app.deps, order);
    },
  );
}
