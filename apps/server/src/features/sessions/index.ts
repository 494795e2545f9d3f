// Signed-in sessions (issue 16.7): every session listed, whether or not it registered a device;
// sign out one, or all of them. The user is always the session's own.
import type { FastifyInstance } from 'fastify';
import { listSessionsRoute } from './list-sessions.route.ts';
import { signOutEverywhereRoute } from './sign-out-everywhere.route.ts';
import { signOutSessionRoute } from './sign-out-session.route.ts';

export { signOutEverywhere } from './user-sessions-service.ts';

export async function sessionsFeature(app: FastifyInstance) {
  listSessionsRoute(app);
  signOutSessionRoute(app);
  signOutEverywhereRoute(app);
}
