// The payments list's filters and keyset cursor (issue 17.2). Pages go newest first by
// (created_at, id); the cursor carries the last row's created_at as PostgreSQL wrote it (every
// microsecond), so paging never skips or repeats a row, however deep, and each page is one index
// range read (orders_created_id, or orders_status_created / orders_plan_created / orders_user_created
// when a filter narrows it; see docs/decisions.md 'Payments console' for the EXPLAIN plans).
import { and, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { PAYMENTS_ADMIN_MESSAGES, type PaymentsFilter } from '@ott/contract';
import { orders, users } from '../../lib/db/schema.ts';
import { badRequest } from '../../lib/errors.ts';

const DAY_MS = 86_400_000;

/** The first instant of an IST calendar day. */
export const istDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

export function filterWhere(filter: PaymentsFilter): SQL | undefined {
  return and(
    filter.state === undefined ? undefined : eq(orders.status, filter.state),
    filter.gateway === undefined ? undefined : eq(orders.gateway, filter.gateway),
    filter.plan_id === undefined ? undefined : eq(orders.planId, filter.plan_id),
    filter.kind === undefined ? undefined : eq(orders.kind, filter.kind),
    filter.from === undefined ? undefined : gte(orders.createdAt, istDayStart(filter.from)),
    filter.to === undefined ? undefined : lt(orders.createdAt, new Date(istDayStart(filter.to).getTime() + DAY_MS)),
    filter.min_paise === undefined ? undefined : gte(orders.amountPaise, filter.min_paise),
    filter.max_paise === undefined ? undefined : lte(orders.amountPaise, filter.max_paise),
    filter.phone === undefined ? undefined : eq(users.phone, filter.phone),
  );
}

export interface Cursor {
  /** created_at as the database's own text (microseconds kept). */
  at: string;
  id: number;
}

const AT_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

export const encodeCursor = (cursor: Cursor) => Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');

export function decodeCursor(text: string): Cursor {
  const [at, id] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  const numericId = Number(id);
  if (!at || !AT_TEXT.test(at) || !Number.isInteger(numericId) || numericId < 1 || numericId > 2_147_483_647) {
    throw badRequest(PAYMENTS_ADMIN_MESSAGES.badCursor);
  }
  return { at, id: numericId };
}

/** Rows strictly older than the cursor; the plain `<=` lets the planner bound the index range. */
export const afterCursor = (cursor: Cursor): SQL =>
  sql`${orders.createdAt} <= ${cursor.at}::timestamptz and (${orders.createdAt}, ${orders.id}) < (${cursor.at}::timestamptz, ${cursor.id})`;
