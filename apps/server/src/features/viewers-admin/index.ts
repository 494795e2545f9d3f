// Viewers in the console (issue 17.1): find a viewer, read everything about them on one page, and
// block, unblock, sign out or grant subscription days. Support role; every write audited.
import type { FastifyInstance } from 'fastify';
import { viewerActionRoutes } from './actions.route.ts';
import { searchViewersRoute } from './search.route.ts';
import { viewerRoute } from './viewer.route.ts';

export async function viewersAdminFeature(app: FastifyInstance) {
  searchViewersRoute(app);
  viewerRoute(app);
  viewerActionRoutes(app);
}
