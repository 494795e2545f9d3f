// Every /api/admin/... route runs `requireRole(...)` as its preValidation hook: visitors get 401,
// everyone without an allowed role 403 (spec wording), before the id, query or body is looked at,
// so non-operators learn nothing about targets.
import type { FastifyRequest } from 'fastify';
import { MESSAGES, type OperatorRole } from '@ott/contract';
import { forbidden } from '../../lib/errors.ts';
import { requireUser, type UserRow } from '../../lib/http/session-context.ts';
import { canAct, loadOperatorRoles } from './operator-roles.ts';

export interface CurrentOperator {
  user: UserRow;
  roles: readonly OperatorRole[];
}

const operators = new WeakMap<FastifyRequest, CurrentOperator>();

/** preValidation hook: the caller must hold one of `allowed` (admin always passes). */
export function requireRole(...allowed: OperatorRole[]) {
  return async function operatorRoleHook(req: FastifyRequest): Promise<void> {
    const { user } = requireUser(req);
    const { db, config } = req.server.deps;
    const roles = await loadOperatorRoles(db, user, config.adminPhones);
    if (!canAct(roles, allowed)) throw forbidden(MESSAGES.forbidden);
    operators.set(req, { user, roles });
  };
}

/** The operator `requireRole` let through on this request. */
export function currentOperator(req: FastifyRequest): CurrentOperator {
  const operator = operators.get(req);
  if (!operator) throw new Error(`${req.routeOptions.url ?? req.url} has no requireRole hook`);
  return operator;
}
