// Regions feature (SPEC 2.13, 3 'Region', 7 'Content'): state → district → constituency → mandal → village.
import type { FastifyInstance } from 'fastify';
import { listChildrenRoutes } from './list-children.route.ts';
import { listStatesRoutes } from './list-states.route.ts';

export { REGIONS_CACHE } from './cache-keys.ts';

export async function regionsFeature(app: FastifyInstance) {
  await app.register(listStatesRoutes);
  await app.register(listChildrenRoutes);
}
