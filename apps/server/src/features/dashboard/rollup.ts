// The 'dashboard-rollup' job: stores the figures of closed India days that have none yet (the last
// DASHBOARD_MAX_DAYS days), oldest first, a batch per run. A day is closed an hour after its
// midnight, so late webhooks and refund answers land before it is stored; it is written once.
// Then each India month whose days are all stored gets its per-title sums (title-months.ts).
import { and, gte, lte } from 'drizzle-orm';
import { addDays, DASHBOARD_MAX_DAYS, istDay } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { dashboardDays } from '../../lib/db/schema.ts';
import { computeDays, daysOf } from './compute-days.ts';
import { openSpans } from './read-days.ts';
import { rollUpTitleViews } from './title-days.ts';
import { rollUpTitleMonths } from './title-months.ts';

const CLOSE_AFTER_MS = 3_600_000;
/** Days stored per run: a first run on a busy database backfills a year in a dozen runs. */
export const ROLLUP_BATCH_DAYS = 31;

/** The latest India day that is closed at `now`. */
export const lastClosedDay = (now: Date): string => addDays(istDay(new Date(now.getTime() - CLOSE_AFTER_MS)), -1);

/** Rolls up to `batchDays` missing closed days, then the months they complete; returns the days stored. */
export async function rollUpClosedDays(db: Database, now: Date, batchDays = ROLLUP_BATCH_DAYS): Promise<string[]> {
  const to = lastClosedDay(now);
  const from = addDays(to, 1 - DASHBOARD_MAX_DAYS);
  const rows = await db
    .select({ day: dashboardDays.day, active: dashboardDays.activeSubscribers })
    .from(dashboardDays)
    .where(and(gte(dashboardDays.day, addDays(from, -1)), lte(dashboardDays.day, to)));
  const rolled = new Map(rows.map((row) => [row.day, row.active]));
  const stored: string[] = [];
  for (const span of openSpans(daysOf(from, to), new Set(rolled.keys()))) {
    const left = batchDays - stored.length;
    if (left <= 0) break;
    const batch = { from: span.from, to: [span.to, addDays(span.from, left - 1)].sort()[0]! };
    await db.transaction(async (tx) => {
      const figures = await computeDays(tx, { ...batch, activeBefore: rolled.get(addDays(batch.from, -1)) }, now);
      await tx.insert(dashboardDays).values(figures).onConflictDoNothing();
      await rollUpTitleViews(tx, batch.from, batch.to);
      stored.push(...figures.map((f) => f.day));
    });
  }
  await rollUpTitleMonths(db, from, to);
  return stored;
}
