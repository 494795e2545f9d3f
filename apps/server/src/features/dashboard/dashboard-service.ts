// The dashboard's two answers: counts for every operator, money for finance (docs/decisions.md
// 'Dashboard').
import type { DashboardData, DashboardMoneyResponse } from '@ott/contract';
import { daysInRange } from '@ott/contract';
import type { Queryable } from '../auth/index.ts';
import { failingJobs, pendingWithdrawals } from './operations.ts';
import { readDays } from './read-days.ts';
import { activeSubscribersNow } from './subscription-runs.ts';
import { topTitles } from './title-days.ts';

export interface DayRange {
  from: string;
  to: string;
}

const rangeOf = ({ from, to }: DayRange) => ({ from, to, days: daysInRange(from, to) });

export async function getDashboard(db: Queryable, range: DayRange, now: Date): Promise<DashboardData> {
  const { days, open } = await readDays(db, range.from, range.to, now);
  const top = await topTitles(db, { ...range, open });
  return {
    range: rangeOf(range),
    generated_at: now.toISOString(),
    active_subscribers_now: await activeSubscribersNow(db, now),
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

export async function getDashboardMoney(db: Queryable, range: DayRange, now: Date): Promise<DashboardMoneyResponse['data']> {
  const { days } = await readDays(db, range.from, range.to, now);
  return {
    range: rangeOf(range),
    days: days.map((d) => ({
      day: d.day,
      captured_paise: d.capturedPaise,
      refunded_paise: d.refundedPaise,
      net_paise: d.capturedPaise - d.refundedPaise,
    })),
    pending_withdrawals: await pendingWithdrawals(db),
  };
}
