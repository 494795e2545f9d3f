// India days in SQL. IST is UTC+05:30 all year, so a timestamp's India date is a fixed shift: no
// time-zone data needed (PGlite has the same answer as PostgreSQL).
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { addDays, istDayStart } from '@ott/contract';

/** The column's India date as 'YYYY-MM-DD'. */
export const istDaySql = (column: AnyPgColumn | SQL): SQL =>
  sql`to_char((${column} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

/** A timestamp parameter (ISO text, cast: node-postgres and PGlite read it alike). */
export const at = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;

/** The instants a span of India days covers: [start of `from`, start of the day after `to`). */
export function spanInstants(from: string, to: string): { start: Date; end: Date } {
  return { start: istDayStart(from), end: istDayStart(addDays(to, 1)) };
}

/** Rows of `{ day, n }` (counts come back as text from node-postgres) as a map. */
export function byDay(rows: readonly Record<string, unknown>[], field = 'n'): Map<string, number> {
  return new Map(rows.map((row) => [String(row.day), Number(row[field] ?? 0)]));
}
