// One ad's impressions, clicks and click-through rate per India day over a date range (issue 17.4),
// counted from ad_events: the range is turned into instants (midnight IST, +05:30 all year) so the
// query reads the (ad_id, created_at, kind) index, ad_events_ad_created, as a range scan; each row
// is grouped by its day in Asia/Kolkata. Every day of the range is listed, those with no events as 0.
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { ADS_ADMIN_MESSAGES as M, MAX_AD_STATS_DAYS, clickThroughRate, type AdDayStats, type AdStatsQuery, type AdStatsResponse } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { adEvents } from '../../lib/db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { istDate } from '../wallet/index.ts';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;

const istMidnight = (day: string) => Date.parse(`${day}T00:00:00+05:30`);
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The range asked for, or the last 30 India days up to today; refused when reversed or too long. */
export function statsRange(query: AdStatsQuery, now = new Date()): { from: string; to: string; days: number } {
  const to = query.to ?? (query.from ? addDays(query.from, DEFAULT_DAYS - 1) : istDate(now));
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  if (days < 1) throw badRequest(M.rangeInvalid, { from: [M.rangeInvalid] });
  if (days > MAX_AD_STATS_DAYS) throw badRequest(M.rangeTooLong, { to: [M.rangeTooLong] });
  return { from, to, days };
}

/** The SQL of the per-day count (exported so the index test can EXPLAIN exactly what runs). */
export function perDayQuery(db: Database, adId: number, from: string, to: string) {
  const day = sql<string>`to_char(${adEvents.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
  return db
    .select({ day, kind: adEvents.kind, n: count() })
    .from(adEvents)
    .where(
      and(
        eq(adEvents.adId, adId),
        gte(adEvents.createdAt, new Date(istMidnight(from))),
        lt(adEvents.createdAt, new Date(istMidnight(to) + DAY_MS)),
      ),
    )
    .groupBy(day, adEvents.kind);
}

export async function adStats(db: Database, adId: number, query: AdStatsQuery, now = new Date()): Promise<AdStatsResponse> {
  const { from, to, days: length } = statsRange(query, now);
  const rows = await perDayQuery(db, adId, from, to);
  const byDay = new Map<string, { impressions: number; clicks: number }>();
  for (const row of rows) {
    const entry = byDay.get(row.day) ?? { impressions: 0, clicks: 0 };
    if (row.kind === 'impression') entry.impressions += Number(row.n);
    else entry.clicks += Number(row.n);
    byDay.set(row.day, entry);
  }
  const days: AdDayStats[] = [];
  const totals = { impressions: 0, clicks: 0 };
  for (let i = 0; i < length; i += 1) {
    const date = addDays(from, i);
    const { impressions, clicks } = byDay.get(date) ?? { impressions: 0, clicks: 0 };
    totals.impressions += impressions;
    totals.clicks += clicks;
    days.push({ date, impressions, clicks, ctr: clickThroughRate(impressions, clicks) });
  }
  return { from, to, days, totals: { ...totals, ctr: clickThroughRate(totals.impressions, totals.clicks) } };
}
