// Views and watch time per title per India day (dashboard_title_days). Watch time is added as
// progress reports arrive; views of closed days are rolled up from video_views, today's counted live.
import { sql } from 'drizzle-orm';
import { DASHBOARD_TOP_TITLES, istDay, type DashboardTitle } from '@ott/contract';
import type { Queryable } from '../auth/index.ts';
import { dashboardTitleDays, videos, videoViews } from '../../lib/db/schema.ts';
import { at, istDaySql, spanInstants } from './day-sql.ts';

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

/**
 * The most viewed and the most watched titles of the range, from one aggregation. `open` days (not
 * rolled up) take their views from video_views; their rows here hold only watch time.
 */
export async function topTitles(
  db: Queryable,
  range: { from: string; to: string; open: readonly string[] },
): Promise<{ byViews: DashboardTitle[]; byWatchTime: DashboardTitle[] }> {
  const open = range.open.length > 0 ? spanInstants(range.open[0]!, range.open.at(-1)!) : null;
  const liveViews = open
    ? sql`union all select ${videoViews.videoId}, count(*), 0 from ${videoViews}
        where ${videoViews.createdAt} >= ${at(open.start)} and ${videoViews.createdAt} < ${at(open.end)}
          and ${istDaySql(videoViews.createdAt)} in (${sql.join(range.open.map((day) => sql`${day}`), sql`, `)})
        group by 1`
    : sql``;
  const result = await db.execute(sql`
    with per_title (video_id, views, watch_seconds) as (
      select ${dashboardTitleDays.videoId}, sum(${dashboardTitleDays.views}), sum(${dashboardTitleDays.watchSeconds})
      from ${dashboardTitleDays} where ${dashboardTitleDays.day} >= ${range.from} and ${dashboardTitleDays.day} <= ${range.to}
      group by 1
      ${liveViews}
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
