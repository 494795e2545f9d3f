// The console's series (issue 18.4): series, seasons and episodes (titles attached with numbers),
// behind the editor role and recorded in the audit log.
import type { FastifyInstance } from 'fastify';
import { seasonRoutes } from './seasons.route.ts';
import { seriesRoutes } from './series.route.ts';

export async function seriesAdminFeature(app: FastifyInstance) {
  seriesRoutes(app);
  seasonRoutes(app);
}
