import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BRAND_NAME } from '@ott/contract';
import type { Deps } from '../../lib/deps.ts';
import { orders, plans, sandboxOrders, videos } from '../../lib/db/schema.ts';
import { durationText, SANDBOX_KEY_ID } from '../payments/index.ts';
import { checkoutPageHtml } from './checkout-page.ts';
import { CHECKOUT_SCRIPT } from './checkout-script.ts';

/** SPEC 7: 'Rent {title} for {n} days' for rentals; the plan and its period for plans. */
async function describe(deps: Deps, gatewayOrderId: string): Promise<string> {
  const [row] = await deps.db
    .select({ kind: orders.kind, days: orders.rentalDurationDays, plan: plans.name, planDays: plans.durationDays, title: videos.title })
    .from(orders)
    .leftJoin(plans, eq(plans.id, orders.planId))
    .leftJoin(videos, eq(videos.id, orders.videoId))
    .where(eq(orders.gatewayOrderId, gatewayOrderId));
  if (!row) return 'Payment';
  if (row.kind === 'rental') return `Rent ${row.title ?? 'movie'} for ${row.days ?? 1} days`;
  return row.plan ? `${row.plan} · ${durationText(row.days ?? row.planDays ?? 0)}` : 'Subscription';
}

/** GET /sandbox/checkout/{order_id} and its script (development only). */
export function checkoutRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/sandbox/checkout/:order_id',
    { schema: { params: z.object({ order_id: z.string().min(1).max(64) }), hide: true } },
    async (req, reply) => {
      const [order] = await app.deps.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, req.params.order_id));
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!order) return reply.code(404).send('<!doctype html><title>Not found</title><p>Unknown order</p>');
      return checkoutPageHtml({
        orderId: order.id,
        amountPaise: order.amountPaise,
        currency: order.currency,
        brandName: BRAND_NAME,
        description: await describe(app.deps, order.id),
        keyId: SANDBOX_KEY_ID,
      });
    },
  );
  app.get('/sandbox/checkout.js', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(CHECKOUT_SCRIPT),
  );
}
