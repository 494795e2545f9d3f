// The audit log, newest first, filtered by actor (id or phone), action, target and time.
import { and, count, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { isValidIndianMobile, type AuditEntry, type AuditLogQuery } from '@ott/contract';
import { isDbId } from '../../lib/db/int-id.ts';
import { auditLog } from '../../lib/db/schema.ts';
import type { Queryable } from '../auth/index.ts';

const DAY_MS = 86_400_000;
const isDateOnly = (value: string) => value.length === 10;

function actorFilter(actor: string): SQL {
  if (isValidIndianMobile(actor)) return eq(auditLog.actorPhone, actor);
  const id = Number(actor);
  // Ids beyond a PostgreSQL integer cannot exist (and would fail the query): nothing matches.
  return isDbId(id) ? eq(auditLog.actorUserId, id) : sql`false`;
}

/** `to` as a date covers that whole day (UTC); as a date-time it is inclusive. */
function untilFilter(to: string): SQL {
  return isDateOnly(to)
    ? lt(auditLog.at, new Date(Date.parse(to) + DAY_MS))
    : lte(auditLog.at, new Date(to));
}

/** One audit row as the API shows it (the audit log, and an order's entries in the payments console). */
export function toAuditEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor_user_id: row.actorUserId,
    actor_phone: row.actorPhone,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    before: row.before as AuditEntry['before'],
    after: row.after as AuditEntry['after'],
    request_id: row.requestId,
  };
}

export async function listAuditLog(
  db: Queryable,
  query: AuditLogQuery,
): Promise<{ total: number; entries: AuditEntry[] }> {
  const where = and(
    query.actor === undefined ? undefined : actorFilter(query.actor),
    query.action === undefined ? undefined : eq(auditLog.action, query.action),
    query.target_type === undefined ? undefined : eq(auditLog.targetType, query.target_type),
    query.target_id === undefined ? undefined : eq(auditLog.targetId, query.target_id),
    query.from === undefined ? undefined : gte(auditLog.at, new Date(query.from)),
    query.to === undefined ? undefined : untilFilter(query.to),
  );
  const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return {
    total: counted?.total ?? 0,
    entries: rows.map(toAuditEntry),
  };
}
