// Issue 17.5 at scale: the monthly per-title rollup (dashboard_title_months) gives the very same
// top titles as summing the days, over ranges that cross month boundaries; and the live figures'
// cache is shared by both answers, single-flight, and expires (after a minute, or at India midnight).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import { addDays } from '@ott/contract';
import { dashboardMonths, dashboardTitleDays, dashboardTitleMonths, users, videos, videoViews } from '../../src/lib/db/schema.ts';
import { getDashboard, getDashboardMoney } from '../../src/features/dashboard/dashboard-service.ts';
import { rollUpClosedDays } from '../../src/features/dashboard/index.ts';
import { LIVE_TTL_MS, LiveCache } from '../../src/features/dashboard/live-cache.ts';
import { daySpansOutside, wholeMonths } from '../../src/features/dashboard/months.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { NOW, seedDashboardData } from './dataset.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDashboardData(t);
  // Twelve more titles, and views and watch time for every title on every day from September 2023,
  // uneven so each range ranks the titles its own way (and the top-10 cut matters).
  await t.deps.db.insert(videos).values(Array.from({ length: 12 }, (_, i) => ({ title: `Month title ${i}`, videoType: 'free' })));
  const all = await t.deps.db.select({ id: videos.id }).from(videos).orderBy(asc(videos.id));
  const rows: (typeof dashboardTitleDays.$inferInsert)[] = [];
  let n = 0;
  for (let day = '2023-09-01'; day <= '2024-01-18'; day = addDays(day, 1)) {
    for (const { id } of all) {
      n++;
      rows.push({ day, videoId: id, views: (n * 7919) % 97, watchSeconds: (n * 104_729) % 3_601 });
    }
  }
  for (let i = 0; i < rows.length; i += 1000) {
    await t.deps.db.insert(dashboardTitleDays).values(rows.slice(i, i + 1000)).onConflictDoNothing();
  }
  // Views of a few November days in video_views too: the rollup counts those days' views from there.
  await t.deps.db.insert(videoViews).values(
    Array.from({ length: 30 }, (_, i) => ({ videoId: all[i % 3]!.id, viewKey: `v:month-${i}`, createdAt: new Date(Date.UTC(2023, 10, 10 + (i % 5), 6)) })),
  );
});
afterAll(() => t?.close());

describe('India months of a range', () => {
  it('finds the whole months and the days outside them', () => {
    expect(wholeMonths('2023-10-15', '2024-01-19')).toEqual(['2023-11', '2023-12']);
    expect(wholeMonths('2024-02-01', '2024-02-29')).toEqual(['2024-02']);
    expect(wholeMonths('2023-12-05', '2023-12-30')).toEqual([]);
    expect(daySpansOutside('2023-10-15', '2024-01-19', ['2023-11', '2023-12'])).toEqual([
      { from: '2023-10-15', to: '2023-10-31' },
      { from: '2024-01-01', to: '2024-01-19' },
    ]);
    expect(daySpansOutside('2023-02-01', '2023-12-31', ['2023-02', '2023-04'])).toEqual([
      { from: '2023-03-01', to: '2023-03-31' },
      { from: '2023-05-01', to: '2023-12-31' },
    ]);
  });
});

describe('monthly per-title rollup', () => {
  const ranges = [
    { from: '2023-10-15', to: '2024-01-20' },
    { from: '2023-01-21', to: '2024-01-20' },
    { from: '2023-11-30', to: '2024-01-01' },
    { from: '2023-09-01', to: '2023-12-31' },
    { from: '2023-12-05', to: '2023-12-20' },
  ];
  const topOf = async () =>
    Promise.all(ranges.map(async (range) => {
      const data = await getDashboard(t.deps.db, range, NOW);
      return [data.top_titles_by_views, data.top_titles_by_watch_time];
    }));

  it('rolls up each month whose days are all rolled up, once', async () => {
    await rollUpClosedDays(t.deps.db, NOW, 400);
    const months = await t.deps.db.select({ month: dashboardMonths.month }).from(dashboardMonths).orderBy(asc(dashboardMonths.month));
    // Days from 2023-01-19 to 2024-01-19 are rolled up: February to December are whole.
    expect(months.map((m) => m.month)).toEqual(['02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) => `2023-${m}`));
    const [rows] = await t.deps.db.select({ n: count() }).from(dashboardTitleMonths);
    expect(rows?.n).toBe(4 * 15); // September to December, 15 titles
    const november = await t.deps.db.execute(sql`
      select video_id, views, watch_seconds from dashboard_title_months where month = '2023-11' order by video_id`);
    const summed = await t.deps.db.execute(sql`
      select video_id, sum(views) as views, sum(watch_seconds) as watch_seconds from dashboard_title_days
      where day between '2023-11-01' and '2023-11-30' group by 1 order by 1`);
    expect(november.rows.map((r) => [Number(r.video_id), Number(r.views), Number(r.watch_seconds)])).toEqual(
      summed.rows.map((r) => [Number(r.video_id), Number(r.views), Number(r.watch_seconds)]),
    );
  });

  it('gives the same top titles from the months as from the days, across month boundaries', async () => {
    const fromMonths = await topOf();
    expect(fromMonths[0]![0]).toHaveLength(10);
    // Without the months' marks the answer is summed from dashboard_title_days alone.
    await t.deps.db.delete(dashboardMonths);
    const fromDays = await topOf();
    expect(fromMonths).toEqual(fromDays);
    // The next run writes the months again, with the same sums (idempotent, re-computable).
    const before = await t.deps.db.select().from(dashboardTitleMonths).orderBy(asc(dashboardTitleMonths.month), asc(dashboardTitleMonths.videoId));
    expect(await rollUpClosedDays(t.deps.db, NOW, 400)).toEqual([]);
    const after = await t.deps.db.select().from(dashboardTitleMonths).orderBy(asc(dashboardTitleMonths.month), asc(dashboardTitleMonths.videoId));
    expect(after).toEqual(before);
    expect(await topOf()).toEqual(fromMonths);
  });

  it('reads whole months from the monthly table', async () => {
    const range = { from: '2023-11-01', to: '2023-11-30' };
    const first = (await getDashboard(t.deps.db, range, NOW)).top_titles_by_views[0]!;
    await t.deps.db
      .update(dashboardTitleMonths)
      .set({ views: sql`${dashboardTitleMonths.views} + 1000` })
      .where(sql`${dashboardTitleMonths.month} = '2023-11' and ${dashboardTitleMonths.videoId} = ${first.video_id}`);
    expect((await getDashboard(t.deps.db, range, NOW)).top_titles_by_views[0]).toEqual({ ...first, views: first.views + 1000 });
    await t.deps.db.delete(dashboardMonths).where(eq(dashboardMonths.month, '2023-11'));
    await rollUpClosedDays(t.deps.db, NOW, 400);
    expect((await getDashboard(t.deps.db, range, NOW)).top_titles_by_views[0]).toEqual(first);
  });
});

describe('live figures cache', () => {
  const range = { from: '2024-01-14', to: '2024-01-20' };

  it('computes the live figures once for both answers and says when', async () => {
    const cache = new LiveCache();
    const [counts, money] = await Promise.all([
      getDashboard(t.deps.db, range, NOW, cache.get),
      getDashboardMoney(t.deps.db, range, NOW, cache.get),
    ]);
    // Today's days, today's views per title, active subscribers now: three computations.
    expect(cache.computations).toBe(3);
    expect(counts.generated_at).toBe(NOW.toISOString());
    expect(money.generated_at).toBe(NOW.toISOString());
    // The same figures as computed without a cache.
    expect(counts).toEqual(await getDashboard(t.deps.db, range, NOW));
    expect(money).toEqual(await getDashboardMoney(t.deps.db, range, NOW));
    const later = new Date(NOW.getTime() + 30_000);
    const again = await getDashboard(t.deps.db, { from: '2024-01-01', to: '2024-01-20' }, later, cache.get);
    expect(cache.computations).toBe(3);
    expect(again.generated_at).toBe(NOW.toISOString());
  });

  it('serves cached figures for a minute, then computes them again', async () => {
    const cache = new LiveCache();
    const signupsToday = async (now: Date) => (await getDashboard(t.deps.db, range, now, cache.get)).days.at(-1)!.signups;
    const before = await signupsToday(NOW);
    await t.deps.db.insert(users).values({ phone: '9400999001', referralCode: 'DCACHE1', createdAt: new Date(NOW.getTime() + 1_000) });
    expect(await signupsToday(new Date(NOW.getTime() + LIVE_TTL_MS - 1))).toBe(before);
    const fresh = new Date(NOW.getTime() + LIVE_TTL_MS);
    expect(await signupsToday(fresh)).toBe(before + 1);
    expect((await getDashboard(t.deps.db, range, fresh, cache.get)).generated_at).toBe(fresh.toISOString());
  });

  it('shares one computation among concurrent loads, forgets failures, and starts again at India midnight', async () => {
    const cache = new LiveCache();
    let calls = 0;
    const compute = async () => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return calls;
    };
    const loads = await Promise.all([1, 2, 3].map(() => cache.get('k', NOW, compute)));
    expect(loads.map((l) => l.value)).toEqual([1, 1, 1]);
    await expect(cache.get('bad', NOW, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('bad', NOW, async () => 'up')).value).toBe('up');
    // 18:29:59 UTC is 23:59:59 IST; a second later is the next India day.
    const lastSecond = new Date('2024-01-20T18:29:59Z');
    const cacheAtMidnight = new LiveCache();
    expect((await cacheAtMidnight.get('k', lastSecond, async () => 'day 20')).value).toBe('day 20');
    expect((await cacheAtMidnight.get('k', new Date(lastSecond.getTime() + 1_000), async () => 'day 21')).value).toBe('day 21');
  });
});
