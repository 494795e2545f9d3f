// Views feature (SPEC 3 'Video' views_count): counts one real view per playback.
import type { FastifyInstance } from 'fastify';
import { recordViewRoute } from './record-view.route.ts';

export { recordView, VIEW_POST_LIMIT } from './view-service.ts';

export async function viewsFeature(app: FastifyInstance) {
  recordViewRoute(app);
}
