// The dashboard's money (finance role): net revenue and pending withdrawals as cards, revenue per
// day as a chart. Rupees shown exactly from paise (formatPaise: integer arithmetic).
import { useQuery } from '@tanstack/react-query';
import { IndianRupee, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPaise } from '@ott/contract';
import { Spinner } from '@/ui/spinner.tsx';
import { dashboardMoneyQueryOptions, type DashboardRange } from '../api/dashboard.ts';
import { DashboardChart } from './dashboard-chart.tsx';
import { DashboardStatCard } from './dashboard-stat-card.tsx';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
/** Axis ticks in whole rupees ('₹1,200'); the table and summary keep the paise. */
const axisRupees = (paise: number) => formatPaise(Math.round(paise / 100) * 100).replace(/\.00$/, '');

export function DashboardMoneyCards({ range }: { range: DashboardRange }) {
  const { t } = useTranslation('admin');
  const { data } = useQuery(dashboardMoneyQueryOptions(range));
  if (!data) return null;
  const { days, pending_withdrawals: pending } = data.data;
  const captured = sum(days.map((d) => d.captured_paise));
  const refunded = sum(days.map((d) => d.refunded_paise));
  const waiting = pending.awaiting_approval.count + pending.in_payout.count;
  return (
    <>
      <DashboardStatCard
        icon={IndianRupee}
        label={t('dash_card_revenue')}
        value={formatPaise(captured - refunded)}
        hint={t('dash_card_revenueHint', { captured: formatPaise(captured), refunded: formatPaise(refunded) })}
        tone="text-emerald-300"
      />
      <DashboardStatCard
        icon={Wallet}
        label={t('dash_card_withdrawals')}
        value={t('dash_card_withdrawalsValue', { count: waiting, amount: formatPaise(pending.awaiting_approval.amount_paise + pending.in_payout.amount_paise) })}
        hint={t('dash_card_withdrawalsHint', { approval: pending.awaiting_approval.count, payout: pending.in_payout.count })}
        tone={waiting > 0 ? 'text-amber-300' : 'text-white'}
      />
    </>
  );
}

export function DashboardRevenueChart({ range }: { range: DashboardRange }) {
  const { t } = useTranslation('admin');
  const { data, isPending } = useQuery(dashboardMoneyQueryOptions(range));
  if (isPending) return <Spinner className="mx-auto size-6" label={t('dash_chartLoading')} />;
  if (!data) return null;
  const days = data.data.days;
  return (
    <DashboardChart
      title={t('dash_chart_revenue')}
      note={t('dash_revenueNote')}
      days={days.map((d) => d.day)}
      format={formatPaise}
      axisFormat={axisRupees}
      series={[
        { label: t('dash_series_net'), values: days.map((d) => d.net_paise), color: '#34d399', kind: 'bar' },
        { label: t('dash_series_refunded'), values: days.map((d) => d.refunded_paise), color: '#f87171', kind: 'line' },
      ]}
    />
  );
}
