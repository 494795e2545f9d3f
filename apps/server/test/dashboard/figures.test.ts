// Issue 17.5: the dashboard's numbers on a small known dataset (dataset.ts): signups by India day,
// new, lapsed and active subscribers, revenue exact in paise with a refund, rentals, ads, top
// titles; and the rolled-up days give the very same figures as the live computation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { clickThroughPercent } from '@ott/contract';
import { dashboardDays } from '../../src/lib/db/schema.ts';
import { getDashboard, getDashboardMoney } from '../../src/features/dashboard/dashboard-service.ts';
import { rollUpClosedDays } from '../../src/features/dashboard/index.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { NOW, seedDashboardData } from './dataset.ts';

let t: TestApp;
let titles: Awaited<ReturnType<typeof seedDashboardData>>['titles'];
const range = { from: '2024-01-09', to: '2024-01-20' };

beforeAll(async () => {
  t = await createTestApp();
  ({ titles } = await seedDashboardData(t));
});
afterAll(() => t?.close());

const column = (data: Awaited<ReturnType<typeof getDashboard>>, key: 'signups' | 'active_subscribers' | 'new_subscriptions' | 'lapsed_subscriptions' | 'rentals') =>
  Object.fromEntries(data.days.filter((d) => d[key] > 0).map((d) => [d.day.slice(8), d[key]]));

describe('dashboard figures', () => {
  it('counts signups, subscriptions, rentals and ads on their India days', async () => {
    const data = await getDashboard(t.deps.db, range, NOW);
    expect(data.range).toEqual({ ...range, days: 12 });
    expect(column(data, 'signups')).toEqual({ '10': 3, '12': 1 });
    expect(column(data, 'new_subscriptions')).toEqual({ '10': 1, '11': 1, '12': 1 });
    expect(column(data, 'lapsed_subscriptions')).toEqual({ '13': 1, '14': 1 });
    expect(column(data, 'active_subscribers')).toEqual({
      '10': 1, '11': 2, '12': 3, '13': 2, '14': 1, '15': 1, '16': 1, '17': 1, '18': 1, '19': 1, '20': 1,
    });
    expect(data.active_subscribers_now).toBe(1);
    expect(column(data, 'rentals')).toEqual({ '11': 1 });
    const ads = data.days.find((d) => d.day === '2024-01-12')!;
    expect([ads.ad_impressions, ads.ad_clicks]).toEqual([4, 1]);
    expect(clickThroughPercent(ads.ad_impressions, ads.ad_clicks)).toBe('25.00');
  });

  it('ranks titles by views (today included) and by watch time', async () => {
    const data = await getDashboard(t.deps.db, range, NOW);
    const names = (list: typeof data.top_titles_by_views) => list.map((x) => [x.title, x.views, x.watch_seconds]);
    expect(names(data.top_titles_by_views)).toEqual([[titles.paid.title, 4, 600], [titles.free.title, 3, 900]]);
    expect(names(data.top_titles_by_watch_time)).toEqual([[titles.free.title, 3, 900], [titles.paid.title, 4, 600]]);
    // Only today's views in a one-day range.
    const today = await getDashboard(t.deps.db, { from: '2024-01-20', to: '2024-01-20' }, NOW);
    expect(names(today.top_titles_by_views)).toEqual([[titles.paid.title, 3, 0]]);
  });

  it('gives revenue in paise: captured payments less refunds paid out, on their days', async () => {
    const money = await getDashboardMoney(t.deps.db, range, NOW);
    const nonZero = money.days.filter((d) => d.captured_paise || d.refunded_paise);
    expect(nonZero).toEqual([
      { day: '2024-01-10', captured_paise: 19_900, refunded_paise: 0, net_paise: 19_900 },
      { day: '2024-01-11', captured_paise: 54_800, refunded_paise: 0, net_paise: 54_800 },
      { day: '2024-01-12', captured_paise: 0, refunded_paise: 10_050, net_paise: -10_050 },
    ]);
    expect(money.days.reduce((sum, d) => sum + d.net_paise, 0)).toBe(64_650);
    expect(money.pending_withdrawals).toEqual({ awaiting_approval: { count: 0, amount_paise: 0 }, in_payout: { count: 0, amount_paise: 0 } });
  });

  it('rolls up closed days once, and the rolled-up figures equal the live ones', async () => {
    const live = await getDashboard(t.deps.db, range, NOW);
    const liveMoney = await getDashboardMoney(t.deps.db, range, NOW);
    const stored = await rollUpClosedDays(t.deps.db, NOW, 400);
    expect(stored).toHaveLength(366);
    expect(stored.at(-1)).toBe('2024-01-19');
    expect(await rollUpClosedDays(t.deps.db, NOW, 400)).toEqual([]);
    const [rows] = await t.deps.db.select({ n: count() }).from(dashboardDays);
    expect(rows?.n).toBe(366);
    expect(await getDashboard(t.deps.db, range, NOW)).toEqual(live);
    expect(await getDashboardMoney(t.deps.db, range, NOW)).toEqual(liveMoney);
  });

  it('rolls up a batch at a time, oldest missing days first', async () => {
    const later = new Date(NOW.getTime() + 3 * 86_400_000);
    expect(await rollUpClosedDays(t.deps.db, later, 2)).toEqual(['2024-01-20', '2024-01-21']);
  });
});
