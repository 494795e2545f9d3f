// Views and watch time per title per India day (dashboard_title_days). Watch time is added as
// progress reports arrive; views of closed days are rolled up from video_views, today's counted live.
// Whole closed months are summed once more into dashboard_title_months (title-months.ts).
import { and, gte, lte, sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_TOP_TITLES, istDay, type DashboardTitle } from '@ott/contract';
import type { Queryable } from '../auth/index.ts';
import { dashboardMonths, dashboardTitleDays, dashboardTitleMonths, videos, videoViews } from '../../lib/db/schema.ts';
import { at, istDaySql, spanInstants } from './day-sql.ts';
import { daySpansOutside, wholeMonths } from './months.ts';

/** Adds seconds watched of a title to its day (call in the progress report's transaction). */
export async function addWatchSeconds(db: Queryable, videoId: number, seconds: number, now: Date): Promise<void> {
  if (seconds <= 0) return;
  await db
    .insert(dashboardTitleDays)
    .values({ day: istDay(now), videoId, watchSeconds: seconds })
    .onConflictDoUpdate({
      target: [dashboardTitleDays.day, dashboardTitleDays.videoId],
      set: { watchSeconds: sql`${dashboardTitleDays.watchSeconds} + ${seconds}` },
    });
}

/** Stores each title's views of the days from `from` to `to` (the rollup job). */
export async function rollUpTitleViews(db: Queryable, from: string, to: string): Promise<void> {
  const { start, end } = spanInstants(from, to);
  await db.execute(sql`
    insert into ${dashboardTitleDays} (day, video_id, views)
    select ${istDaySql(videoViews.createdAt)}, ${videoViews.videoId}, count(*) from ${videoViews}
    where ${videoViews.createdAt} >= ${at(start)} and ${videoViews.createdAt} < ${at(end)}
    group by 1, 2
    on conflict (day, video_id) do update set views = excluded.views`);
}

/** Each title's views on the `open` days (not rolled up yet), counted from video_views. */
export async function liveTitleViews(db: Queryable, open: readonly string[]): Promise<Map<number, number>> {
  if (open.length === 0) return new Map();
  const { start, end } = spanInstants(open[0]!, open.at(-1)!);
  const result = await db.execute(sql`
    select ${videoViews.videoId} as video_id, count(*) as n from ${videoViews}
    where ${videoViews.createdAt} >= ${at(start)} and ${videoViews.createdAt} < ${at(end)}
      and ${istDaySql(videoViews.createdAt)} in (${sql.join(open.map((day) => sql`${day}`), sql`, `)})
    group by 1`);
  return new Map(result.rows.map((row) => [Number(row.video_id), Number(row.n)]));
}

/** Whole months ('2026-11') of the range that dashboard_title_months holds. */
async function rolledMonthsOf(db: Queryable, from: string, to: string): Promise<string[]> {
  const inside = wholeMonths(from, to);
  if (inside.length === 0) return [];
  const rows = await db
    .select({ month: dashboardMonths.month })
    .from(dashboardMonths)
    .where(and(gte(dashboardMonths.month, inside[0]!), lte(dashboardMonths.month, inside.at(-1)!)));
  return rows.map((row) => row.month).sort();
}

/**
 * The most viewed and the most watched titles of the range, from one aggregation: whole months
 * rolled up into dashboard_title_months, the other days from dashboard_title_days, and the views
 * of the `open` days (not rolled up; their rows there hold only watch time) from `liveViews`.
 */
export async function topTitles(
  db: Queryable,
  range: { from: string; to: string },
  liveViews: ReadonlyMap<number, number>,
): Promise<{ byViews: DashboardTitle[]; byWatchTime: DashboardTitle[] }> {
  const months = await rolledMonthsOf(db, range.from, range.to);
  const dayParts = daySpansOutside(range.from, range.to, months).map(
    (span) => sql`(${dashboardTitleDays.day} >= ${span.from} and ${dashboardTitleDays.day} <= ${span.to})`,
  );
  const parts: SQL[] = [];
  if (months.length > 0) {
    parts.push(sql`select ${dashboardTitleMonths.videoId}, sum(${dashboardTitleMonths.views}), sum(${dashboardTitleMonths.watchSeconds})
      from ${dashboardTitleMonths} where ${dashboardTitleMonths.month} in (${sql.join(months.map((m) => sql`${m}`), sql`, `)})
      group by 1`);
  }
  if (dayParts.length > 0) {
    parts.push(sql`select ${dashboardTitleDays.videoId}, sum(${dashboardTitleDays.views}), sum(${dashboardTitleDays.watchSeconds})
      from ${dashboardTitleDays} where ${sql.join(dayParts, sql` or `)}
      group by 1`);
  }
  if (liveViews.size > 0) {
    // Integers only, as array literals: one parameter each, whatever the number of titles.
    const ids = `{${[...liveViews.keys()].join(',')}}`;
    const counts = `{${[...liveViews.values()].join(',')}}`;
    parts.push(sql`select u.video_id, u.views, 0 from unnest(${ids}::int[], ${counts}::bigint[]) as u (video_id, views)`);
  }
  if (parts.length === 0) return { byViews: [], byWatchTime: [] };
  const result = await db.execute(sql`
    with per_title (video_id, views, watch_seconds) as (
      ${sql.join(parts, sql` union all `)}
    ), totals as (
      select video_id, sum(views) as views, sum(watch_seconds) as watch_seconds from per_title group by 1
    ), ranked as (
      select *, row_number() over (order by views desc, video_id) as by_views,
        row_number() over (order by watch_seconds desc, video_id) as by_watch
      from totals
    )
    select r.video_id, v.title, r.views, r.watch_seconds, r.by_views, r.by_watch
    from ranked r join ${videos} v on v.id = r.video_id
    where (r.by_views <= ${DASHBOARD_TOP_TITLES} and r.views > 0) or (r.by_watch <= ${DASHBOARD_TOP_TITLES} and r.watch_seconds > 0)`);
  const rows = result.rows.map((row) => ({
    title: {
      video_id: Number(row.video_id),
      title: String(row.title),
      views: Number(row.views),
      watch_seconds: Number(row.watch_seconds),
    },
    byViews: Number(row.by_views),
    byWatch: Number(row.by_watch),
  }));
  const top = (rank: 'byViews' | 'byWatch', value: 'views' | 'watch_seconds') =>
    rows
      .filter((row) => row[rank] <= DASHBOARD_TOP_TITLES && row.title[value] > 0)
      .sort((a, b) => a[rank] - b[rank])
      .map((row) => row.title);
  return { byViews: top('byViews', 'views'), byWatchTime: top('byWatch', 'watch_seconds') };
}
