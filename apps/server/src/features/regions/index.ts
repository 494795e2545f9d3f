// Regions feature (SPEC 2.13, 3 'Region', 7 'Content'): state → district → constituency → mandal →
// village lists and name searches, and the videos of a region.
import type { FastifyInstance } from 'fastify';
import { listChildrenRoutes } from './list-children.route.ts';
import { listStatesRoutes } from './list-states.route.ts';
import { regionalVideosRoutes } from './regional-videos.route.ts';
import { searchNamesRoutes } from './search-names.route.ts';

export { REGIONS_CACHE } from './cache-keys.ts';
export { fillVideoRegionParents } from './video-region-paths.ts';

export async function regionsFeature(app: FastifyInstance) {
  await app.register(listStatesRoutes);
  await app.register(listChildrenRoutes);
  await app.register(searchNamesRoutes);
  await app.register(regionalVideosRoutes);
}
