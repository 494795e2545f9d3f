// Granting a role to an existing account by its phone. Idempotent: granting a role the account
// already holds changes nothing and writes no audit row.
import { and, eq, isNull } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  MESSAGES,
  normalizePhone,
  validatePhone,
  type GrantRoleBody,
} from '@ott/contract';
import { operatorRoles, users } from '../../lib/db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { withOperatorChange, type OperatorChangeDeps } from './operator-change.ts';
import { recordAudit, type AuditActor } from './record-audit.ts';

/** The account the role went to, and whether this call granted it. */
export async function grantRole(
  deps: OperatorChangeDeps,
  actor: AuditActor,
  body: GrantRoleBody,
): Promise<{ userId: number; granted: boolean }> {
  const phone = normalizePhone(body.phone);
  const check = validatePhone(phone);
  if (!check.valid) throw badRequest(check.message ?? MESSAGES.phoneLength);
  return withOperatorChange(deps, actor, async (tx) => {
    const [target] = await tx
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(and(eq(users.phone, phone), isNull(users.deletedAt)));
    if (!target) throw badRequest(ADMIN_MESSAGES.noAccountForPhone);
    const [granted] = await tx
      .insert(operatorRoles)
      .values({ userId: target.id, role: body.role, grantedBy: actor.userId })
      .onConflictDoNothing()
      .returning();
    if (granted) {
      await recordAudit(tx, actor, {
        action: 'operator.grant',
        targetType: 'user',
        targetId: target.id,
        before: null,
        after: {
          user_id: target.id,
          phone: target.phone,
          role: granted.role,
          granted_by: actor.userId,
        },
      });
    }
    return { userId: target.id, granted: Boolean(granted) };
  });
}
