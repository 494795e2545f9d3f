// The console's viewer search (issue 17.1): phone digits, name (first, last or both, any case) or
// referral code, narrowed by status, newest accounts first. Every branch has an index at a million
// viewers: a whole number and an exact code hit their unique indexes; part of a number, part of a
// name and the start of a code use trigram indexes (migration 0015; three characters or more).
import {
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  isNotNull,
  isNull,
  like,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ViewerSearchQuery, ViewerSearchStatus, ViewerSummary } from '@ott/contract';
import { users } from '../../lib/db/schema.ts';
import type { Queryable } from '../auth/index.ts';
import { toViewerSummary } from './viewer-profile.ts';

/** `%`, `_` and `\` are LIKE syntax; typed ones match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Fewer digits than this match only a whole number (a trigram needs three characters). */
const MIN_PARTIAL_DIGITS = 3;

/** The same expression as the users_full_name_trgm index, so the planner can use it. */
export const fullName = sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

function phoneFilter(q: string): SQL | undefined {
  if (!/^[\d\s+()-]+$/.test(q)) return undefined;
  let digits = q.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  if (digits.length === 10) return eq(users.phone, digits);
  return digits.length >= MIN_PARTIAL_DIGITS ? like(users.phone, `%${digits}%`) : undefined;
}

function matches(q: string): SQL {
  const code = q.toUpperCase();
  return or(
    phoneFilter(q),
    like(users.referralCode, `${escapeLike(code)}%`),
    // 'Ravi', 'kumar' and 'Ravi Kumar' all find first name Ravi, last name Kumar.
    ilike(fullName, `%${escapeLike(q)}%`),
  )!;
}

function statusFilter(status: ViewerSearchStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'subscribed':
      return gt(users.subscriptionEnd, now);
    case 'unsubscribed':
      return or(isNull(users.subscriptionEnd), lte(users.subscriptionEnd, now));
    case 'blocked':
      return isNotNull(users.blockedAt);
    case 'all':
      return undefined;
  }
}

export async function searchViewers(
  db: Queryable,
  query: ViewerSearchQuery,
  now = new Date(),
): Promise<{ total: number; viewers: ViewerSummary[] }> {
  const where = and(
    isNull(users.deletedAt),
    query.q ? matches(query.q) : undefined,
    statusFilter(query.status, now),
  );
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { total: counted?.total ?? 0, viewers: rows.map((row) => toViewerSummary(row, now)) };
}
