// Development outbox (ARCHITECTURE 4-5): lets the developer, and the end-to-end tests, read the
// OTP the console SMS sender "sent". The routes exist only when config.devRoutes is true, which
// loadConfig never allows in production.
import type { FastifyInstance } from 'fastify';
import { getOutboxRoute } from './get-outbox.route.ts';

export async function devOutboxFeature(app: FastifyInstance) {
  if (!app.deps.config.devRoutes) return;
  getOutboxRoute(app);
}
