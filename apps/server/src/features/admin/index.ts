// Operator actions (SPEC 6): account deletion, and the live-stream switch (issue 6). There is no
// admin UI in the client.
import type { FastifyInstance } from 'fastify';
import { deleteUserRoute } from './delete-user.route.ts';
import { liveStreamSwitchRoute } from './live-stream.route.ts';

export async function adminFeature(app: FastifyInstance) {
  deleteUserRoute(app);
  liveStreamSwitchRoute(app);
}

export { isAdmin, ADMIN_ROLE } from './admin-role.ts';
