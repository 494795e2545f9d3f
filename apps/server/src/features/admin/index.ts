// Operator actions (SPEC 6). Only the account deletion exists; there is no admin UI in the client.
import type { FastifyInstance } from 'fastify';
import { deleteUserRoute } from './delete-user.route.ts';

export async function adminFeature(app: FastifyInstance) {
  deleteUserRoute(app);
}

export { isAdmin, ADMIN_ROLE } from './admin-role.ts';
