// The roles that apply to an account: those granted in the console (operator_roles) plus admin
// when the account is an admin by ADMIN_PHONES or its own row (admin-role.ts).
import { eq } from 'drizzle-orm';
import { OPERATOR_ROLES, type OperatorRole } from '@ott/contract';
import { operatorRoles } from '../../lib/db/schema.ts';
import type { UserRow } from '../../lib/http/session-context.ts';
import type { Queryable } from '../auth/index.ts';
import { ADMIN_ROLE, isAdmin } from './admin-role.ts';

export type OperatorAccount = Pick<UserRow, 'id' | 'role' | 'phone'>;

/** The account's roles in OPERATOR_ROLES order; empty for a viewer. */
export async function loadOperatorRoles(
  db: Queryable,
  account: OperatorAccount,
  adminPhones: readonly string[],
): Promise<OperatorRole[]> {
  const rows = await db
    .select({ role: operatorRoles.role })
    .from(operatorRoles)
    .where(eq(operatorRoles.userId, account.id));
  const held = new Set(rows.map((r) => r.role));
  if (isAdmin(account, adminPhones)) held.add(ADMIN_ROLE);
  return OPERATOR_ROLES.filter((role) => held.has(role));
}

/** Admin passes every check; anyone else needs one of `allowed`. */
export const canAct = (roles: readonly OperatorRole[], allowed: readonly OperatorRole[]): boolean =>
  roles.includes(ADMIN_ROLE) || roles.some((role) => allowed.includes(role));
