// Subscription codes in the console (issue 17.4, editor role): create one or a batch, list and
// filter, disable and enable, export CSV, and see redemptions. Every write audited. Redemption
// itself stays in features/codes.
import type { FastifyInstance } from 'fastify';
import { codeActionRoutes } from './code-actions.route.ts';
import { codesRoutes } from './codes.route.ts';

export async function codesAdminFeature(app: FastifyInstance) {
  codesRoutes(app);
  codeActionRoutes(app);
}
