// Role grants and revokes run one at a time (a transaction-scoped advisory lock) and re-check that
// the acting admin still is one inside that transaction. With the rule that nobody revokes their
// own admin role, this keeps at least one admin: two admins revoking each other at once cannot
// both succeed, because the second finds itself no longer admin.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { ADVISORY_LOCKS } from '../../lib/db/client.ts';
import { users } from '../../lib/db/schema.ts';
import { forbidden } from '../../lib/errors.ts';
import type { Queryable } from '../auth/index.ts';
import { ADMIN_ROLE } from './admin-role.ts';
import { loadOperatorRoles } from './operator-roles.ts';
import type { AuditActor } from './record-audit.ts';

export interface OperatorChangeDeps {
  db: Database;
  adminPhones: readonly string[];
}

export async function withOperatorChange<T>(
  deps: OperatorChangeDeps,
  actor: AuditActor,
  change: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.operatorRoles})`);
    const [self] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, actor.userId), isNull(users.deletedAt)));
    if (!self || !(await loadOperatorRoles(tx, self, deps.adminPhones)).includes(ADMIN_ROLE)) {
      throw forbidden(MESSAGES.forbidden);
    }
    return change(tx);
  });
}
