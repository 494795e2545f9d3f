// The dashboard's count charts: signups, subscribers, new and lapsed, ads, rentals.
import { useTranslation } from 'react-i18next';
import type { DashboardData } from '@ott/contract';
import { countText } from '../lib/dashboard-format.ts';
import { DashboardChart } from './dashboard-chart.tsx';

export function DashboardCharts({ data }: { data: DashboardData }) {
  const { t } = useTranslation('admin');
  const days = data.days.map((d) => d.day);
  const pick = (key: keyof Omit<DashboardData['days'][number], 'day'>) => data.days.map((d) => d[key]);
  const chart = (title: string, series: Parameters<typeof DashboardChart>[0]['series']) => (
    <DashboardChart key={title} title={title} days={days} series={series} format={countText} />
  );
  return (
    <>
      {chart(t('dash_chart_signups'), [{ label: t('dash_series_signups'), values: pick('signups'), color: '#60a5fa', kind: 'bar' }])}
      {chart(t('dash_chart_subscribers'), [
        { label: t('dash_series_active'), values: pick('active_subscribers'), color: '#f5c518', kind: 'line', level: true },
      ])}
      {chart(t('dash_chart_subscriptions'), [
        { label: t('dash_series_new'), values: pick('new_subscriptions'), color: '#34d399', kind: 'bar' },
        { label: t('dash_series_lapsed'), values: pick('lapsed_subscriptions'), color: '#f87171', kind: 'bar' },
      ])}
      {chart(t('dash_chart_ads'), [
        { label: t('dash_series_impressions'), values: pick('ad_impressions'), color: '#a78bfa', kind: 'line' },
        { label: t('dash_series_clicks'), values: pick('ad_clicks'), color: '#ff3d47', kind: 'line' },
      ])}
      {chart(t('dash_chart_rentals'), [{ label: t('dash_series_rentals'), values: pick('rentals'), color: '#fb923c', kind: 'bar' }])}
    </>
  );
}
