import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PAYMENT_API, PlansResponse } from '@ott/contract';
import { plans } from '../../lib/db/schema.ts';
import { planDto } from './plan-dto.ts';

/** GET /users/api/subscription-plans/ (SPEC 7): public, active plans in id order. */
export function plansRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    PAYMENT_API.plans,
    { schema: { response: { 200: PlansResponse }, tags: ['payments'], summary: 'Subscription plans' } },
    async () => {
      const rows = await app.deps.db.select().from(plans).where(eq(plans.isActive, true)).orderBy(asc(plans.id));
      return { status: 'success' as const, plans: rows.map(planDto) };
    },
  );
}
