import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES, API_ROUTES, IdParam, MESSAGES, SuccessMessage } from '@ott/contract';
import { isDbId } from '../../lib/db/int-id.ts';
import { operatorRoles, users } from '../../lib/db/schema.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { deleteAccount, errorResponses } from '../auth/index.ts';
import { ADMIN_ROLE } from './admin-role.ts';
import type { OperatorChangeDeps } from './operator-change.ts';
import { loadOperatorRoles } from './operator-roles.ts';
import { auditActorOf, recordAudit, type AuditActor } from './record-audit.ts';
import { currentOperator, requireRole, type CurrentOperator } from './require-role.ts';

/**
 * Deletes the account as an operator: its sessions end and its old sessions are told why (the
 * account_deleted notice of GET /users/check-notifications/), its roles go, and the audit log
 * records it in the same transaction. An account that is already deleted answers success again
 * without a second notice or audit row. Operators cannot delete themselves here (that would lock
 * them out mid-action), and only an admin may delete another operator's account.
 */
async function deleteUserAsOperator(
  deps: OperatorChangeDeps,
  operator: CurrentOperator,
  actor: AuditActor,
  targetId: number,
): Promise<void> {
  if (!isDbId(targetId)) throw notFound(MESSAGES.userNotFound);
  if (targetId === operator.user.id) throw badRequest(MESSAGES.cannotDeleteOwnAccount);
  const [target] = await deps.db.select().from(users).where(eq(users.id, targetId)).limit(1);
  if (!target) throw notFound(MESSAGES.userNotFound);
  const targetRoles = await loadOperatorRoles(deps.db, target, deps.adminPhones);
  if (targetRoles.length > 0 && !operator.roles.includes(ADMIN_ROLE))
    throw forbidden(ADMIN_MESSAGES.cannotDeleteOperator);
  await deps.db.transaction(async (tx) => {
    if (!(await deleteAccount(tx, target.id, { byAdmin: true }))) return;
    await tx.delete(operatorRoles).where(eq(operatorRoles.userId, target.id));
    const [after] = await tx
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, target.id));
    await recordAudit(tx, actor, {
      action: 'user.delete',
      targetType: 'user',
      targetId: target.id,
      before: { id: target.id, phone: target.phone, deleted_at: null, roles: targetRoles },
      after: {
        id: target.id,
        phone: target.phone,
        deleted_at: after?.deletedAt?.toISOString() ?? null,
        roles: [],
      },
    });
  });
}

/** POST /api/admin/users/{id}/delete/ (SPEC 6 'An admin can delete an account'): support role. */
export function deleteUserRoute(app: FastifyInstance) {
  const { db, config } = app.deps;
  const deps = { db, adminPhones: config.adminPhones };
  app.withTypeProvider<ZodTypeProvider>().post(
    API_ROUTES.adminDeleteUser,
    {
      preValidation: requireRole('support'),
      schema: {
        params: IdParam,
        response: { 200: SuccessMessage, ...errorResponses },
        tags: ['admin'],
        summary: 'Delete an account (support role); its sessions end and are told why',
      },
    },
    async (req) => {
      await deleteUserAsOperator(deps, currentOperator(req), auditActorOf(req), req.params.id);
      return { status: 'success' as const, message: MESSAGES.accountDeletedByAdminDone };
    },
  );
}
