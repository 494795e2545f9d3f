// The sandbox payment gateway's own pages (ARCHITECTURE 7): a Razorpay-like checkout and the pay
// call behind it. Like the development outbox, none of it exists in production (config.devRoutes).
import type { FastifyInstance } from 'fastify';
import { checkoutRoutes } from './checkout.route.ts';
import { flushSandboxWebhooks } from './deliver-webhooks.ts';
import { payRoute } from './pay.route.ts';

export async function sandboxFeature(app: FastifyInstance) {
  if (!app.deps.config.devRoutes) return;
  checkoutRoutes(app);
  payRoute(app);
  // Webhooks queued by a payment finish before the app (and its database) goes away.
  app.addHook('preClose', async () => flushSandboxWebhooks(app.deps));
}

export { flushSandboxWebhooks } from './deliver-webhooks.ts';
