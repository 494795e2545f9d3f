// The console's viewer search (issue 17.1): phone digits, first or last name (any case) or
// referral code, newest accounts first. A 10-digit phone and an exact referral code hit their
// unique indexes; partial matches scan (fine at console scale; a trigram index needs a migration).
import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ViewerSearchQuery, ViewerSummary } from '@ott/contract';
import { users } from '../../lib/db/schema.ts';
import type { Queryable } from '../auth/index.ts';
import { toViewerSummary } from './viewer-profile.ts';

/** `%`, `_` and `\` are LIKE syntax; typed ones match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function phoneFilter(q: string): SQL | undefined {
  if (!/^[\d\s+()-]+$/.test(q)) return undefined;
  let digits = q.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  if (digits.length === 0) return undefined;
  return digits.length === 10 ? eq(users.phone, digits) : ilike(users.phone, `%${escapeLike(digits)}%`);
}

function matches(q: string): SQL {
  const like = `%${escapeLike(q)}%`;
  const code = q.toUpperCase();
  return or(
    phoneFilter(q),
    eq(users.referralCode, code),
    ilike(users.referralCode, `${escapeLike(code)}%`),
    ilike(users.firstName, like),
    ilike(users.lastName, like),
    // 'Ravi Kumar' finds first name Ravi, last name Kumar.
    sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${like}`,
  )!;
}

export async function searchViewers(
  db: Queryable,
  query: ViewerSearchQuery,
): Promise<{ total: number; viewers: ViewerSummary[] }> {
  const where = and(isNull(users.deletedAt), matches(query.q));
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { total: counted?.total ?? 0, viewers: rows.map((row) => toViewerSummary(row)) };
}
