// The viewer page's sections below the profile (issue 17.1): subscription history, rentals,
// devices, sessions, watch history, wallet, referrals, orders and withdrawals.
import { useTranslation } from 'react-i18next';
import type { ViewerDetailResponse } from '@ott/contract';
import { formatConsoleTime } from '../lib/format-time.ts';
import { ViewerSection } from './viewer-section.tsx';

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

export function ViewerSections({ detail }: { detail: ViewerDetailResponse }) {
  const { t, i18n } = useTranslation('admin');
  const when = (iso: string | null) => (iso ? formatConsoleTime(iso, i18n.language, 'short') : t('viewerNone'));
  const activeWord = (active: boolean) => (active ? t('viewerActive') : t('viewerExpired'));
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      <ViewerSection
        title={t('viewerSectionGrants')}
        rows={detail.subscription_grants}
        rowKey={(g) => g.id}
        columns={[
          { header: t('viewerColPlan'), cell: (g) => g.plan_name ?? t('viewerNone') },
          { header: t('viewerColSource'), cell: (g) => g.source },
          { header: t('viewerColWhen'), cell: (g) => when(g.starts_at) },
          { header: t('viewerColUntil'), cell: (g) => when(g.ends_at) },
        ]}
      />
      <ViewerSection
        title={t('viewerSectionRentals')}
        rows={detail.rentals}
        rowKey={(r) => r.id}
        columns={[
          { header: t('viewerColTitle'), cell: (r) => r.title },
          { header: t('viewerColAmount'), cell: (r) => rupees(r.price) },
          { header: t('viewerColUntil'), cell: (r) => when(r.expires_at) },
          { header: t('viewerColStatus'), cell: (r) => activeWord(r.is_active) },
        ]}
      />
      <ViewerSection
        title={t('viewerSectionDevices')}
        rows={detail.devices}
        rowKey={(d) => d.id}
        columns={[
          { header: t('viewerColDevice'), cell: (d) => `${d.device_name} (${d.device_type})` },
          { header: t('viewerColWhen'), cell: (d) => when(d.last_active) },
          { header: t('viewerColStatus'), cell: (d) => (d.is_active ? t('viewerActive') : t('viewerInactive')) },
        ]}
      />
      <ViewerSection
        title={t('viewerSectionSessions')}
        rows={detail.sessions}
        rowKey={(s) => s.id}
        columns={[
          { header: t('viewerColDevice'), cell: (s) => [s.name, s.ip_address].filter(Boolean).join(' · ') || t('viewerNone') },
          { header: t('viewerColWhen'), cell: (s) => when(s.last_seen_at) },
          {
            header: t('viewerColStatus'),
            cell: (s) => (s.is_live ? t('viewerSessionLive') : t('viewerSessionEnded', { reason: s.revoked_reason ?? t('viewerExpired') })),
          },
        ]}
      />
      <ViewerSection
        title={t('viewerSectionWatch')}
        rows={detail.watch_history}
        rowKey={(w) => w.video_id}
        columns={[
          { header: t('viewerColTitle'), cell: (w) => w.title },
          {
            header: t('viewerColProgress'),
            cell: (w) => (w.completed ? t('viewerCompleted') : `${Math.round((100 * w.position_seconds) / Math.max(w.duration_seconds, 1))}%`),
          },
          { header: t('viewerColWhen'), cell: (w) => when(w.updated_at) },
        ]}
      />
      <ViewerSection
        title={t('viewerSectionWallet')}
        summary={<span className="text-sm font-semibold">{t('viewerBalance', { amount: detail.wallet.balance.toLocaleString('en-IN') })}</span>}
        rows={detail.wallet.transactions}
        rowKey={(w) => w.id}
        columns={[
          { header: t('viewerColType'), cell: (w) => w.transaction_type },
          { header: t('viewerColAmount'), cell: (w) => rupees(w.amount) },
          { header: t('viewerColStatus'), cell: (w) => w.status },
          { header: t('viewerColWhen'), cell: (w) => when(w.created_at) },
        ]}
      />
      <ViewerSection
        title={t('viewerSectionReferrals')}
        summary={<span className="text-sm text-white/70">{t('viewerReferralsTotal', { count: detail.referrals.total })}</span>}
        rows={detail.referrals.referred_users}
        rowKey={(r) => r.id}
        columns={[
          { header: t('viewerColPhone'), cell: (r) => <span className="font-mono tabular-nums">{r.phone}</span> },
          { header: t('viewerColName'), cell: (r) => [r.first_name, r.last_name].filter(Boolean).join(' ') || t('viewerNone') },
          { header: t('viewerColWhen'), cell: (r) => when(r.joined_at) },
        ]}
      />
      <ViewerSection
        title={t('viewerSectionOrders')}
        rows={detail.orders}
        rowKey={(o) => o.id}
        columns={[
          { header: t('viewerColItem'), cell: (o) => o.item ?? o.kind },
          { header: t('viewerColAmount'), cell: (o) => rupees(o.amount) },
          { header: t('viewerColStatus'), cell: (o) => o.status },
          { header: t('viewerColWhen'), cell: (o) => when(o.created_at) },
        ]}
      />
      <ViewerSection
        title={t('viewerSectionWithdrawals')}
        rows={detail.withdrawals}
        rowKey={(w) => w.id}
        columns={[
          { header: t('viewerColAmount'), cell: (w) => rupees(w.amount) },
          { header: t('viewerColStatus'), cell: (w) => w.status },
          { header: t('viewerColReason'), cell: (w) => w.failure_reason ?? t('viewerNone') },
          { header: t('viewerColWhen'), cell: (w) => when(w.created_at) },
        ]}
      />
    </div>
  );
}
