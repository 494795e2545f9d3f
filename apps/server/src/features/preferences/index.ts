// The viewer's player choices (issue 18; not in SPEC 7), remembered on the server.
import type { FastifyInstance } from 'fastify';
import { preferencesRoutes } from './preferences.route.ts';

export async function preferencesFeature(app: FastifyInstance) {
  preferencesRoutes(app);
}

export { getPreferences } from './preferences-service.ts';
