// Who the operators are, for the console: every live account with a granted role, an admin row or
// a phone in ADMIN_PHONES, with where each role comes from and who granted it.
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MESSAGES, OPERATOR_ROLES, type Operator, type OperatorRole } from '@ott/contract';
import { operatorRoles, users } from '../../lib/db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../lib/http/session-context.ts';
import type { Queryable } from '../auth/index.ts';
import { ADMIN_ROLE, isAdminBySettings } from './admin-role.ts';

type OperatorRoleEntry = Operator['roles'][number];
type Account = Pick<UserRow, 'id' | 'phone' | 'firstName' | 'lastName' | 'role'>;

const accountColumns = {
  id: users.id,
  phone: users.phone,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
};

const present = (account: Account, roles: OperatorRoleEntry[]): Operator => ({
  id: account.id,
  phone: account.phone,
  first_name: account.firstName,
  last_name: account.lastName,
  roles,
});

/** Operators by account id; `onlyUserId` narrows to one account (which may hold no role). */
export async function listOperators(
  db: Queryable,
  adminPhones: readonly string[],
  onlyUserId?: number,
): Promise<Operator[]> {
  const granter = alias(users, 'granter');
  const only = (where: SQL | undefined) =>
    and(isNull(users.deletedAt), onlyUserId ? eq(users.id, onlyUserId) : undefined, where);
  const grants = await db
    .select({
      account: accountColumns,
      role: operatorRoles.role,
      grantedAt: operatorRoles.grantedAt,
      granter: { id: granter.id, phone: granter.phone },
    })
    .from(operatorRoles)
    .innerJoin(users, eq(users.id, operatorRoles.userId))
    .leftJoin(granter, eq(granter.id, operatorRoles.grantedBy))
    .where(only(undefined));
  const settingsAdmins =
    adminPhones.length > 0 ? inArray(users.phone, [...adminPhones]) : undefined;
  const admins = await db
    .select(accountColumns)
    .from(users)
    .where(only(or(eq(users.role, ADMIN_ROLE), settingsAdmins)));

  const byId = new Map<number, { account: Account; roles: Map<OperatorRole, OperatorRoleEntry> }>();
  const entryFor = (account: Account) => {
    let entry = byId.get(account.id);
    if (!entry) byId.set(account.id, (entry = { account, roles: new Map() }));
    return entry;
  };
  for (const grant of grants) {
    entryFor(grant.account).roles.set(grant.role, {
      role: grant.role,
      source: 'granted',
      granted_by: grant.granter,
      granted_at: grant.grantedAt.toISOString(),
    });
  }
  for (const account of admins) {
    const roles = entryFor(account).roles;
    // ADMIN_PHONES wins: such an admin stays one whatever the console does. An account row's own
    // admin flag shows only where no grant says more.
    const source = isAdminBySettings(account.phone, adminPhones) ? 'settings' : 'account';
    if (source === 'settings' || !roles.has(ADMIN_ROLE)) {
      roles.set(ADMIN_ROLE, { role: ADMIN_ROLE, source, granted_by: null, granted_at: null });
    }
  }
  return [...byId.values()]
    .sort((a, b) => a.account.id - b.account.id)
    .map(({ account, roles }) =>
      present(
        account,
        OPERATOR_ROLES.flatMap((role) => roles.get(role) ?? []),
      ),
    );
}

/** One live account as an operator (no roles left after a revoke is an empty list); 404 if gone. */
export async function loadOperator(
  db: Queryable,
  adminPhones: readonly string[],
  userId: number,
): Promise<Operator> {
  const [operator] = await listOperators(db, adminPhones, userId);
  if (operator) return operator;
  const [account] = await db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!account) throw notFound(MESSAGES.userNotFound);
  return present(account, []);
}
