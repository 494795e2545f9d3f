import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PAYMENT_API, PlansResponse } from '@ott/contract';
import { listPublicPlans } from './public-plans.ts';

/** GET /users/api/subscription-plans/ (SPEC 7): public, active plans in id order. */
export function plansRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    PAYMENT_API.plans,
    { schema: { response: { 200: PlansResponse }, tags: ['payments'], summary: 'Subscription plans' } },
    async () => ({ status: 'success' as const, plans: await listPublicPlans(app.deps.db) }),
  );
}
