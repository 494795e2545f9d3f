import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES, IdParam, MESSAGES, SuccessMessage } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { isDbId } from '../../lib/db/int-id.ts';
import { users } from '../../lib/db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { deleteAccount, errorResponses, requireSession } from '../auth/index.ts';
import { requireAdmin, requireAdminHook } from './admin-role.ts';

/**
 * Deletes the account as an admin: its sessions end and its old sessions are told why (the
 * account_deleted notice of GET /users/check-notifications/). An account that is already deleted
 * answers success again without a second notice. Admins cannot delete themselves here (that
 * would lock the operator out mid-action).
 */
async function deleteUserAsAdmin(db: Database, adminId: number, targetId: number): Promise<void> {
  if (!isDbId(targetId)) throw notFound(MESSAGES.userNotFound);
  if (targetId === adminId) throw badRequest(MESSAGES.cannotDeleteOwnAccount);
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, targetId)).limit(1);
  if (!target) throw notFound(MESSAGES.userNotFound);
  await deleteAccount(db, target.id, { byAdmin: true });
}

/** POST /api/admin/users/{id}/delete/ (SPEC 6 'An admin can delete an account'): admins only. */
export function deleteUserRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_ROUTES.adminDeleteUser,
    {
      preValidation: [requireSession, requireAdminHook],
      schema: {
        params: IdParam,
        response: { 200: SuccessMessage, ...errorResponses },
        tags: ['admin'],
        summary: 'Delete an account (admin role only); its sessions end and are told why',
      },
    },
    async (req) => {
      const admin = requireAdmin(req);
      await deleteUserAsAdmin(app.deps.db, admin.user.id, req.params.id);
      return { status: 'success' as const, message: MESSAGES.accountDeletedByAdminDone };
    },
  );
}
