// Continue watching (issue 4; not in SPEC 7): the player's last position per user and title.
import type { FastifyInstance } from 'fastify';
import { continueWatchingRoute } from './continue-watching.route.ts';
import { getProgressRoute } from './get-progress.route.ts';
import { saveProgressRoute } from './save-progress.route.ts';

export async function progressFeature(app: FastifyInstance) {
  saveProgressRoute(app);
  getProgressRoute(app);
  continueWatchingRoute(app);
}

export { PROGRESS_SAVES_PER_MINUTE } from './save-progress.route.ts';
export { progressDto } from './progress-service.ts';
