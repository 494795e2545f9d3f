// Who a support operator may act on (issue 17.1): never their own account (a block would lock them
// out mid-action), and an operator's account only as an admin (as with deletion).
import { VIEWERS_ADMIN_MESSAGES as M } from '@ott/contract';
import { badRequest, forbidden } from '../../lib/errors.ts';
import type { UserRow } from '../../lib/http/session-context.ts';
import type { Queryable } from '../auth/index.ts';
import {
  ADMIN_ROLE,
  loadOperatorRoles,
  type AuditActor,
  type CurrentOperator,
} from '../admin/index.ts';

export interface ActionContext {
  db: Queryable;
  adminPhones: readonly string[];
  operator: CurrentOperator;
  actor: AuditActor;
}

export async function assertMayActOn(ctx: ActionContext, target: UserRow): Promise<void> {
  if (target.id === ctx.operator.user.id) throw badRequest(M.cannotActOnSelf);
  const roles = await loadOperatorRoles(ctx.db, target, ctx.adminPhones);
  if (roles.length > 0 && !ctx.operator.roles.includes(ADMIN_ROLE))
    throw forbidden(M.cannotActOnOperator);
}
