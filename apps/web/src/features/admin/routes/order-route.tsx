// /admin/payments/:id (finance, issue 17.2): one order: what it bought, its state, the viewer
// (masked phone, a link to their page), what is refunded and left, the Refund dialog, then its
// payments, refunds and audit entries. Ids the server cannot hold are answered like a missing order.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderDetailResponse } from '@ott/contract';
import { ApiError } from '@/lib/api-client.ts';
import { Button } from '@/ui/button.tsx';
import { LoadError } from '@/ui/load-error.tsx';
import { SectionCard } from '@/ui/section-card.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { orderQueryOptions } from '../api/payments.ts';
import { ConsoleNotice } from '../components/console-notice.tsx';
import { PaymentStateChip, rupees } from '../components/payment-chips.tsx';
import { PaymentOrderSections } from '../components/payment-order-sections.tsx';
import { PaymentRefundDialog } from '../components/payment-refund-dialog.tsx';
import { formatConsoleTime } from '../lib/format-time.ts';

function Summary({ detail }: { detail: OrderDetailResponse }) {
  const { t, i18n } = useTranslation('admin');
  const [refunding, setRefunding] = useState(false);
  const { order, viewer } = detail;
  const rows: [string, ReactNode][] = [
    [t('payColItem'), `${t(`payKind_${order.kind}`, { defaultValue: order.kind })}${order.item ? ` · ${order.item}` : ''}`],
    [t('payColAmount'), <span className="tabular-nums">{rupees(order.amount_paise)}</span>],
    [t('orderFieldGateway'), t(`payGateway_${order.gateway}`, { defaultValue: order.gateway })],
    [t('orderFieldPayment'), <span className="break-all font-mono text-xs">{order.payment_id ?? '—'}</span>],
    [t('payColWhen'), formatConsoleTime(order.created_at, i18n.language, 'short')],
    [t('orderFieldPaid'), order.paid_at ? formatConsoleTime(order.paid_at, i18n.language, 'short') : '—'],
    [t('orderFieldViewer'), <Link className="underline" to={`/admin/viewers/${viewer.id}`}>{[viewer.name, viewer.phone].filter(Boolean).join(' · ')}</Link>],
    [t('orderFieldRefunded'), <span className="tabular-nums">{rupees(detail.refunded_paise)}</span>],
    [t('orderFieldLeft'), <span className="tabular-nums">{rupees(detail.refundable_paise)}</span>],
  ];
  const paid = order.payment_id !== null;
  return (
    <SectionCard
      title={t('orderSummary')}
      action={
        paid && detail.refundable_paise > 0 ? (
          <Button onClick={() => setRefunding(true)}>{t('refundOpen')}</Button>
        ) : (
          <p className="text-sm text-white/60">{paid ? t('refundNothingLeft') : t('refundNotPaid')}</p>
        )
      }
    >
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs uppercase tracking-wide text-white/60">{label}</dt>
            <dd className="mt-0.5 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <PaymentRefundDialog key={detail.refundable_paise} orderId={order.id} refundable={detail.refundable_paise} open={refunding} onClose={() => setRefunding(false)} />
    </SectionCard>
  );
}

export default function OrderScreen() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const detail = useQuery(orderQueryOptions(id));
  const missing = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
  return (
    <>
      <Link to="/admin/payments" className="mb-4 inline-flex items-center gap-1.5 text-sm text-white/70 hover:text-white">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('orderBack')}
      </Link>
      {detail.isPending && <Skeleton className="h-64 rounded-2xl" />}
      {missing && (
        <ConsoleNotice title={t('paymentsTitle')}>
          <p className="text-white/70">{t('orderNotFound')}</p>
        </ConsoleNotice>
      )}
      {detail.isError && !missing && <LoadError message={t('loadFailed')} onRetry={() => void detail.refetch()} isRetrying={detail.isFetching} />}
      {detail.data && (
        <>
          <header className="mb-6 flex flex-wrap items-center gap-3">
            <h1 className="break-all text-2xl font-bold md:text-3xl">{t('orderTitle', { order: detail.data.order.order_id })}</h1>
            <PaymentStateChip state={detail.data.order.status} />
          </header>
          <div className="grid gap-4">
            <Summary detail={detail.data} />
            <PaymentOrderSections detail={detail.data} />
          </div>
        </>
      )}
    </>
  );
}
