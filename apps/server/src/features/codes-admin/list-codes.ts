// The console's code list (issue 17.4): filters (batch, plan, status, code prefix), newest first,
// keyset pages on the primary key (`cursor` = the last id shown), so page 500 costs what page 1 does.
import { and, eq, like, lt, type SQL } from 'drizzle-orm';
import { CODES_PAGE_SIZE, type AdminCode, type CodesQuery } from '@ott/contract';
import { subscriptionCodes } from '../../lib/db/schema.ts';
import type { Queryable } from '../auth/index.ts';
import { escapeLike, selectCodes, statusFilter } from './code-rows.ts';

export type CodeFilters = Omit<CodesQuery, 'cursor'>;

export function codeFilters(filters: CodeFilters, now: Date): SQL[] {
  const c = subscriptionCodes;
  const where: SQL[] = [];
  if (filters.batch) where.push(eq(c.batchId, filters.batch));
  if (filters.plan) where.push(eq(c.planId, filters.plan));
  if (filters.status) where.push(statusFilter(filters.status, now));
  if (filters.q) where.push(like(c.code, `${escapeLike(filters.q)}%`));
  return where;
}

export async function listCodes(
  db: Queryable,
  query: CodesQuery,
  now = new Date(),
  pageSize = CODES_PAGE_SIZE,
): Promise<{ codes: AdminCode[]; nextCursor: number | null }> {
  const where = codeFilters(query, now);
  if (query.cursor) where.push(lt(subscriptionCodes.id, query.cursor));
  // One more than a page tells whether another page follows.
  const rows = await selectCodes(db, and(...where), pageSize + 1, now);
  const codes = rows.slice(0, pageSize);
  return { codes, nextCursor: rows.length > pageSize ? (codes.at(-1)?.id ?? null) : null };
}

/** Every code the filters match, a keyset page at a time (the CSV export streams these). */
export async function* allCodes(
  db: Queryable,
  filters: CodeFilters,
  now = new Date(),
  chunk = 500,
): AsyncGenerator<AdminCode> {
  let cursor: number | undefined;
  for (;;) {
    const page = await listCodes(db, { ...filters, cursor }, now, chunk);
    yield* page.codes;
    if (page.nextCursor === null) return;
    cursor = page.nextCursor;
  }
}
