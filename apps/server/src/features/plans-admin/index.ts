// The console's subscription plans (issue 15.4): list, add, edit, mark popular, hide or show, behind
// the finance role, each write with its audit row in one transaction.
import type { FastifyInstance } from 'fastify';
import { plansAdminRoutes } from './plans.route.ts';

export async function plansAdminFeature(app: FastifyInstance) {
  plansAdminRoutes(app);
}
