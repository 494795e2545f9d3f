// A range's days: rolled-up days from dashboard_days, the rest (today, or days the rollup has not
// reached) computed live in contiguous spans, each starting from the rolled-up day before it; the
// live spans come through a LiveSource (live-cache.ts), so both endpoints share one computation.
import { and, gte, lte } from 'drizzle-orm';
import { addDays } from '@ott/contract';
import type { Queryable } from '../auth/index.ts';
import { dashboardDays } from '../../lib/db/schema.ts';
import { computeDays, daysOf, type DayFigures } from './compute-days.ts';
import { earliest, uncached, type LiveSource } from './live-cache.ts';

type RolledRow = typeof dashboardDays.$inferSelect;
const toFigures = ({ rolledUpAt: _rolledUpAt, ...figures }: RolledRow): DayFigures => figures;

/** The days of the range without a rollup, as contiguous spans. */
export function openSpans(days: readonly string[], rolled: ReadonlySet<string>): { from: string; to: string }[] {
  const spans: { from: string; to: string }[] = [];
  for (const day of days) {
    if (rolled.has(day)) continue;
    const last = spans.at(-1);
    if (last && addDays(last.to, 1) === day) last.to = day;
    else spans.push({ from: day, to: day });
  }
  return spans;
}

/**
 * The range's figures, the days computed live (`open`) and when the oldest live figure was
 * computed (`asOf`; `now` when every day is rolled up).
 */
export async function readDays(
  db: Queryable,
  from: string,
  to: string,
  now: Date,
  live: LiveSource = uncached,
): Promise<{ days: DayFigures[]; open: string[]; asOf: Date }> {
  const rows = await db
    .select()
    .from(dashboardDays)
    .where(and(gte(dashboardDays.day, addDays(from, -1)), lte(dashboardDays.day, to)));
  const rolled = new Map(rows.map((row) => [row.day, toFigures(row)]));
  const days = daysOf(from, to);
  const open: string[] = [];
  let asOf = now;
  for (const span of openSpans(days, new Set(rolled.keys()))) {
    const activeBefore = rolled.get(addDays(span.from, -1))?.activeSubscribers;
    const computed = await live(`days:${span.from}:${span.to}:${activeBefore ?? ''}`, now, () =>
      computeDays(db, { ...span, activeBefore }, now),
    );
    asOf = earliest(asOf, computed.asOf);
    for (const figures of computed.value) {
      rolled.set(figures.day, figures);
      open.push(figures.day);
    }
  }
  return { days: days.map((day) => rolled.get(day)!), open, asOf };
}
