// The monthly per-title rollup (dashboard_title_months): each India month whose every day is
// rolled up (dashboard_days) is summed once from dashboard_title_days and marked in
// dashboard_months, so the top titles of a long range add whole months from here and only the
// partial months' days from dashboard_title_days. Closed days do not change after their rollup
// (watch time is added to today only), so a month is written once; rolling a month again (its
// mark deleted, or rollUpTitleMonth called) replaces its rows with the same sums.
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../auth/index.ts';
import type { Database } from '../../lib/db/client.ts';
import { dashboardDays, dashboardMonths, dashboardTitleDays, dashboardTitleMonths } from '../../lib/db/schema.ts';
import { daysOf } from './compute-days.ts';
import { firstDayOf, lastDayOf, monthOf, wholeMonths } from './months.ts';

/** Writes (or rewrites) one month's per-title sums and its mark, in the caller's transaction. */
export async function rollUpTitleMonth(db: Queryable, month: string): Promise<void> {
  await db.delete(dashboardTitleMonths).where(eq(dashboardTitleMonths.month, month));
  await db.execute(sql`
    insert into ${dashboardTitleMonths} (month, video_id, views, watch_seconds)
    select ${month}, ${dashboardTitleDays.videoId}, sum(${dashboardTitleDays.views}), sum(${dashboardTitleDays.watchSeconds})
    from ${dashboardTitleDays}
    where ${dashboardTitleDays.day} >= ${firstDayOf(month)} and ${dashboardTitleDays.day} <= ${lastDayOf(month)}
    group by 2`);
  await db
    .insert(dashboardMonths)
    .values({ month })
    .onConflictDoUpdate({ target: dashboardMonths.month, set: { rolledUpAt: sql`now()` } });
}

/**
 * Rolls up the months within `from`..`to` whose days are all rolled up and that are not marked
 * yet; returns them. Each month in a transaction of its own.
 */
export async function rollUpTitleMonths(db: Database, from: string, to: string): Promise<string[]> {
  const months = wholeMonths(firstDayOf(monthOf(from)), to);
  if (months.length === 0) return [];
  const first = firstDayOf(months[0]!);
  const last = lastDayOf(months.at(-1)!);
  const days = await db
    .select({ month: sql<string>`substr(${dashboardDays.day}, 1, 7)`, n: sql<string>`count(*)` })
    .from(dashboardDays)
    .where(and(gte(dashboardDays.day, first), lte(dashboardDays.day, last)))
    .groupBy(sql`1`);
  const rolledDays = new Map(days.map((row) => [row.month, Number(row.n)]));
  const marked = await db
    .select({ month: dashboardMonths.month })
    .from(dashboardMonths)
    .where(and(gte(dashboardMonths.month, months[0]!), lte(dashboardMonths.month, months.at(-1)!)));
  const done = new Set(marked.map((row) => row.month));
  const stored: string[] = [];
  for (const month of months) {
    if (done.has(month)) continue;
    if (rolledDays.get(month) !== daysOf(firstDayOf(month), lastDayOf(month)).length) continue;
    await db.transaction((tx) => rollUpTitleMonth(tx, month));
    stored.push(month);
  }
  return stored;
}
