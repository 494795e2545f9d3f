// Revoking a role. An admin cannot revoke their own admin role, and an admin by ADMIN_PHONES stays
// one until the setting changes. Revoking admin also clears the account row's own admin flag (set
// at sign-in for a listed phone, kept after the phone left the list). Revoking a role the account
// does not hold changes nothing and writes no audit row.
import { and, eq, isNull } from 'drizzle-orm';
import { ADMIN_MESSAGES, MESSAGES, type OperatorRole } from '@ott/contract';
import { isDbId } from '../../lib/db/int-id.ts';
import { operatorRoles, users } from '../../lib/db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { ADMIN_ROLE, isAdminBySettings } from './admin-role.ts';
import { withOperatorChange, type OperatorChangeDeps } from './operator-change.ts';
import { recordAudit, type AuditActor } from './record-audit.ts';

/** Whether this call took the role away. */
export async function revokeRole(
  deps: OperatorChangeDeps,
  actor: AuditActor,
  userId: number,
  role: OperatorRole,
): Promise<boolean> {
  if (!isDbId(userId)) throw notFound(MESSAGES.userNotFound);
  if (userId === actor.userId && role === ADMIN_ROLE)
    throw badRequest(ADMIN_MESSAGES.cannotRevokeOwnAdmin);
  return withOperatorChange(deps, actor, async (tx) => {
    const [target] = await tx
      .select({ id: users.id, phone: users.phone, role: users.role })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    if (!target) throw notFound(MESSAGES.userNotFound);
    if (role === ADMIN_ROLE && isAdminBySettings(target.phone, deps.adminPhones)) {
      throw badRequest(ADMIN_MESSAGES.adminFromSettings);
    }
    const [removed] = await tx
      .delete(operatorRoles)
      .where(and(eq(operatorRoles.userId, userId), eq(operatorRoles.role, role)))
      .returning();
    const accountFlag = role === ADMIN_ROLE && target.role === ADMIN_ROLE;
    if (accountFlag)
      await tx
        .update(users)
        .set({ role: 'user', updatedAt: new Date() })
        .where(eq(users.id, userId));
    if (!removed && !accountFlag) return false;
    await recordAudit(tx, actor, {
      action: 'operator.revoke',
      targetType: 'user',
      targetId: userId,
      before: {
        user_id: userId,
        phone: target.phone,
        role,
        source: removed ? 'granted' : 'account',
        granted_by: removed?.grantedBy ?? null,
        granted_at: removed?.grantedAt.toISOString() ?? null,
      },
      after: null,
    });
    return true;
  });
}
