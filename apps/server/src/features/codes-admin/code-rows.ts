// How the console sees a subscription code (issue 17.4): its plan, batch, uses and one status.
// A code has exactly one status, in this order: disabled, expired, used up, active.
import { and, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { validUntilOfExpiry, type AdminCode, type CodeStatus } from '@ott/contract';
import { plans, subscriptionCodes } from '../../lib/db/schema.ts';
import type { Queryable } from '../auth/index.ts';

type CodeRow = typeof subscriptionCodes.$inferSelect;

export function codeStatus(row: CodeRow, now: Date): CodeStatus {
  if (!row.isActive) return 'disabled';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.redemptionsCount >= row.maxRedemptions) return 'used_up';
  return 'active';
}

export function toAdminCode(row: CodeRow, planName: string, now: Date): AdminCode {
  return {
    id: row.id,
    code: row.code,
    plan_id: row.planId,
    plan_name: planName,
    batch_id: row.batchId,
    uses: row.maxRedemptions,
    used: row.redemptionsCount,
    expires_at: row.expiresAt?.toISOString() ?? null,
    valid_until: row.expiresAt ? validUntilOfExpiry(row.expiresAt) : null,
    is_active: row.isActive,
    status: codeStatus(row, now),
    created_at: row.createdAt.toISOString(),
  };
}

/** The SQL twin of codeStatus, for the list's status filter. */
export function statusFilter(status: CodeStatus, now: Date): SQL {
  const c = subscriptionCodes;
  const live = or(isNull(c.expiresAt), gt(c.expiresAt, now))!;
  switch (status) {
    case 'disabled':
      return eq(c.isActive, false);
    case 'expired':
      return and(eq(c.isActive, true), lte(c.expiresAt, now))!;
    case 'used_up':
      return and(eq(c.isActive, true), live, gte(c.redemptionsCount, c.maxRedemptions))!;
    case 'active':
      return and(eq(c.isActive, true), live, lt(c.redemptionsCount, c.maxRedemptions))!;
  }
}

/** `%`, `_` and `\` are LIKE syntax; typed ones match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Codes with their plan's name, newest first, under `where`. */
export async function selectCodes(
  db: Queryable,
  where: SQL | undefined,
  limit: number,
  now: Date,
): Promise<AdminCode[]> {
  const rows = await db
    .select({ code: subscriptionCodes, planName: plans.name })
    .from(subscriptionCodes)
    .innerJoin(plans, eq(plans.id, subscriptionCodes.planId))
    .where(where)
    .orderBy(sql`${subscriptionCodes.id} desc`)
    .limit(limit);
  return rows.map((row) => toAdminCode(row.code, row.planName, now));
}
