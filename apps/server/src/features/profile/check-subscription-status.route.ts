import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, CheckSubscriptionResponse, daysRemaining, isSubscriptionActive, PhoneQuery } from '@ott/contract';
import { plans } from '../../lib/db/schema.ts';
import { requireOwnPhone } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';

/** GET /users/check-subscription-status/?phone= (SPEC 4 'Subscription', polled every 120 s). */
export function checkSubscriptionStatusRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.checkSubscriptionStatus,
    {
      preValidation: requireSession,
      schema: {
        querystring: PhoneQuery,
        response: { 200: CheckSubscriptionResponse, ...errorResponses },
        tags: ['profile'],
        summary: 'Whether the signed-in user is subscribed, with the current plan and days left',
      },
    },
    async (req) => {
      const { user } = requireOwnPhone(req, req.query.phone);
      const end = user.subscriptionEnd;
      if (!end) return { status: 'success' as const, is_subscribed: false, subscription: null };
      const now = new Date();
      const isActive = isSubscriptionActive({ is_subscribed: true, subscription_end_date: end }, now);
      const [plan] = user.subscriptionPlanId
        ? await app.deps.db.select({ name: plans.name }).from(plans).where(eq(plans.id, user.subscriptionPlanId)).limit(1)
        : [];
      return {
        status: 'success' as const,
        is_subscribed: isActive,
        subscription: {
          plan_id: user.subscriptionPlanId,
          plan_name: plan?.name ?? null,
          subscription_type: user.subscriptionType,
          start_date: user.subscriptionStart?.toISOString() ?? null,
          end_date: end.toISOString(),
          is_active: isActive,
          days_remaining: daysRemaining(end, now),
        },
      };
    },
  );
}
