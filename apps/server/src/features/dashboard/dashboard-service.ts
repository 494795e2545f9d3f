// The dashboard's two answers: counts for every operator, money for finance (docs/decisions.md
// 'Dashboard'). The live figures (days not rolled up, today's views per title, active subscribers
// now) come through a LiveSource: the routes share one LiveCache, so a screen load computes them
// once for both answers; generated_at is when the oldest of them was computed.
import type { DashboardData, DashboardMoneyResponse } from '@ott/contract';
import { daysInRange } from '@ott/contract';
import type { Queryable } from '../auth/index.ts';
import { earliest, uncached, type LiveSource } from './live-cache.ts';
import { failingJobs, pendingWithdrawals } from './operations.ts';
import { readDays } from './read-days.ts';
import { activeSubscribersNow } from './subscription-runs.ts';
import { liveTitleViews, topTitles } from './title-days.ts';

export interface DayRange {
  from: string;
  to: string;
}

const rangeOf = ({ from, to }: DayRange) => ({ from, to, days: daysInRange(from, to) });

export async function getDashboard(db: Queryable, range: DayRange, now: Date, live: LiveSource = uncached): Promise<DashboardData> {
  const { days, open, asOf } = await readDays(db, range.from, range.to, now, live);
  const views = await live(`views:${open.join(',')}`, now, () => liveTitleViews(db, open));
  const top = await topTitles(db, range, views.value);
  const activeNow = await live('active-now', now, () => activeSubscribersNow(db, now));
  return {
    range: rangeOf(range),
    generated_at: earliest(asOf, views.asOf, activeNow.asOf).toISOString(),
    active_subscribers_now: activeNow.value,
    days: days.map((d) => ({
      day: d.day,
      signups: d.signups,
      active_subscribers: d.activeSubscribers,
      new_subscriptions: d.newSubscriptions,
      lapsed_subscriptions: d.lapsedSubscriptions,
      rentals: d.rentals,
      ad_impressions: d.adImpressions,
      ad_clicks: d.adClicks,
    })),
    top_titles_by_views: top.byViews,
    top_titles_by_watch_time: top.byWatchTime,
    failing_jobs: await failingJobs(db, now),
  };
}

export async function getDashboardMoney(
  db: Queryable,
  range: DayRange,
  now: Date,
  live: LiveSource = uncached,
): Promise<DashboardMoneyResponse['data']> {
  const { days, asOf } = await readDays(db, range.from, range.to, now, live);
  return {
    range: rangeOf(range),
    generated_at: asOf.toISOString(),
    days: days.map((d) => ({
      day: d.day,
      captured_paise: d.capturedPaise,
      refunded_paise: d.refundedPaise,
      net_paise: d.capturedPaise - d.refundedPaise,
    })),
    pending_withdrawals: await pendingWithdrawals(db),
  };
}
