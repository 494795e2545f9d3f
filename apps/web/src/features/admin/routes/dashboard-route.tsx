// /admin/dashboard (issue 17.5): every operator sees the counts; finance (and admin) also the money.
// The range is in the URL; charts draw in a lazy chunk and each has a summary and a table.
import { useQuery } from '@tanstack/react-query';
import { Film, MousePointerClick, UserMinus, UserPlus, Users, UsersRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clickThroughPercent } from '@ott/contract';
import { LoadError } from '@/ui/load-error.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { dashboardQueryOptions, type DashboardRange } from '../api/dashboard.ts';
import { DashboardCharts } from '../components/dashboard-charts.tsx';
import { DashboardJobs } from '../components/dashboard-jobs.tsx';
import { DashboardMoneyCards, DashboardRevenueChart } from '../components/dashboard-money.tsx';
import { DashboardRangePicker } from '../components/dashboard-range-picker.tsx';
import { DashboardStatCard } from '../components/dashboard-stat-card.tsx';
import { DashboardTopTitles } from '../components/dashboard-top-titles.tsx';
import { ScreenHeading } from '../components/screen-heading.tsx';
import { useConsoleOperator } from '../hooks/use-console-operator.ts';
import { countText } from '../lib/dashboard-format.ts';
import { readRange } from '../lib/dashboard-range.ts';
import { hasRole } from '../lib/roles.ts';

function Screen({ range, seesMoney }: { range: DashboardRange; seesMoney: boolean }) {
  const { t } = useTranslation('admin');
  const query = useQuery(dashboardQueryOptions(range));
  if (query.isPending) return <Spinner className="mx-auto mt-16 size-8" label={t('checking')} />;
  if (query.isError) return <LoadError layout="panel" message={t('dash_loadFailed')} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  const data = query.data.data;
  const total = (key: 'signups' | 'new_subscriptions' | 'lapsed_subscriptions' | 'rentals' | 'ad_impressions' | 'ad_clicks') =>
    data.days.reduce((sum, day) => sum + day[key], 0);
  const inRange = t('dash_inRange');
  const time = new Date(data.generated_at).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' });
  return (
    <>
      <p className="mt-3 text-xs text-muted">
        {t('dash_rangeLabel', data.range)} · {t('dash_updated', { time })}
      </p>
      <ul aria-label={t('dash_title')} className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
        <DashboardStatCard icon={UsersRound} label={t('dash_card_activeNow')} value={countText(data.active_subscribers_now)} tone="text-gold" />
        <DashboardStatCard icon={Users} label={t('dash_card_signups')} value={countText(total('signups'))} hint={inRange} />
        <DashboardStatCard icon={UserPlus} label={t('dash_card_new')} value={countText(total('new_subscriptions'))} hint={inRange} />
        <DashboardStatCard icon={UserMinus} label={t('dash_card_lapsed')} value={countText(total('lapsed_subscriptions'))} hint={inRange} />
        <DashboardStatCard icon={Film} label={t('dash_card_rentals')} value={countText(total('rentals'))} hint={inRange} />
        <DashboardStatCard
          icon={MousePointerClick}
          label={t('dash_card_ctr')}
          value={t('dash_card_ctrValue', { percent: clickThroughPercent(total('ad_impressions'), total('ad_clicks')) })}
          hint={t('dash_card_ctrHint', { clicks: countText(total('ad_clicks')), impressions: countText(total('ad_impressions')) })}
        />
        {seesMoney ? <DashboardMoneyCards range={range} /> : null}
      </ul>
      {seesMoney ? null : <p className="mt-3 text-xs text-muted">{t('dash_moneyNeedsFinance')}</p>}
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        {seesMoney ? <DashboardRevenueChart range={range} /> : null}
        <DashboardCharts data={data} />
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <DashboardTopTitles heading={t('dash_topViews')} titles={data.top_titles_by_views} />
        <DashboardTopTitles heading={t('dash_topWatch')} titles={data.top_titles_by_watch_time} />
        <DashboardJobs jobs={data.failing_jobs} />
      </div>
    </>
  );
}

export default function DashboardScreen() {
  const { t } = useTranslation('admin');
  const { roles } = useConsoleOperator();
  const [params] = useSearchParams();
  const choice = readRange(params, new Date());
  return (
    <>
      <ScreenHeading title={t('dash_title')} intro={t('dash_intro')} />
      <DashboardRangePicker key={`${choice.from}/${choice.to}`} choice={choice} />
      {choice.ok ? (
        <Screen range={{ from: choice.from, to: choice.to }} seesMoney={hasRole(roles, 'finance')} />
      ) : (
        <p role="alert" className="mt-4 rounded-lg bg-red-500/10 px-3 py-2 text-sm text-red-200 ring-1 ring-red-500/30">
          {t(choice.messageKey)}
        </p>
      )}
    </>
  );
}
