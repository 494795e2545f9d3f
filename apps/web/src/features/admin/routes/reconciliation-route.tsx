// /admin/reconciliation (finance, issue 17.2): recent orders whose state differs from the payment
// gateway's, each with Settle (the reconcile job's own code, audited), and refunds the gateway did
// not take, each with Retry now. The look-back (?days=) lives in the URL.
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ReconciliationQuery, type ReconcileMismatch } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { LoadError } from '@/ui/load-error.tsx';
import { SectionCard } from '@/ui/section-card.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { reconciliationQueryOptions, useSettleOrder } from '../api/payments.ts';
import { PaymentStateChip, rupees } from '../components/payment-chips.tsx';
import { PaymentRefundItem } from '../components/payment-refund-item.tsx';
import { ScreenHeading } from '../components/screen-heading.tsx';
import { runWrite } from '../lib/run-write.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';

const DAY_CHOICES = [1, 2, 3, 7] as const;

function MismatchRow({ mismatch }: { mismatch: ReconcileMismatch }) {
  const { t } = useTranslation('admin');
  const settle = useSettleOrder();
  const { order } = mismatch;
  const onSettle = () =>
    runWrite(
      settle,
      order.id,
      (result) => toast.success(translateMessage(t, result.message)),
      (error) => toast.error(errorMessage(t, error)),
    );
  return (
    <li className="grid gap-2 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <Link
            to={`/admin/payments/${order.id}`}
            className="break-all font-mono text-xs underline"
          >
            {order.order_id}
          </Link>
          <PaymentStateChip state={order.status} />
        </p>
        <p className="mt-1 text-sm font-medium text-gold">{t(`reconKind_${mismatch.kind}`)}</p>
        <p className="mt-1 text-xs text-white/60">
          {rupees(order.amount_paise)} · {order.viewer.phone} ·{' '}
          {t('reconGatewayCaptured', { amount: rupees(mismatch.gateway_captured_paise).slice(1) })}
        </p>
      </div>
      <Button
        size="sm"
        onClick={onSettle}
        disabled={settle.isPending}
        aria-busy={settle.isPending || undefined}
        aria-label={t('reconSettleLabel', { order: order.order_id })}
      >
        {settle.isPending ? t('reconSettling') : t('reconSettle')}
      </Button>
    </li>
  );
}

const listClass =
  'divide-y divide-white/10 overflow-hidden rounded-xl bg-white/3 ring-1 ring-white/10';

export default function ReconciliationScreen() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const parsed = ReconciliationQuery.safeParse({ days: params.get('days') ?? undefined });
  const days = parsed.success ? parsed.data.days : 2;
  const view = useQuery(reconciliationQueryOptions(days));
  return (
    <>
      <ScreenHeading title={t('reconTitle')} intro={t('reconIntro')} />
      <div className="mb-4 max-w-48">
        <SelectField
          label={t('reconDays')}
          placeholder={t('reconDaysOption', { count: 2 })}
          value={days === 2 ? '' : String(days)}
          onChange={(value) => setParams(value ? { days: value } : {})}
          options={DAY_CHOICES.filter((d) => d !== 2).map((d) => ({
            value: String(d),
            label: t('reconDaysOption', { count: d }),
          }))}
        />
      </div>
      {view.isPending && <Skeleton className="h-40 rounded-2xl" />}
      {view.isError && (
        <LoadError
          message={errorMessage(t, view.error)}
          onRetry={() => void view.refetch()}
          isRetrying={view.isFetching}
        />
      )}
      {view.data && (
        <div className="grid gap-4" aria-busy={view.isFetching || undefined}>
          <SectionCard title={t('reconMismatches')}>
            <p className="mb-3 text-sm text-muted">
              {t('reconChecked', { count: view.data.checked })}
            </p>
            {view.data.mismatches.length === 0 ? (
              <p className="text-sm">{t('reconNone')}</p>
            ) : (
              <ul className={listClass}>
                {view.data.mismatches.map((mismatch) => (
                  <MismatchRow key={mismatch.order.id} mismatch={mismatch} />
                ))}
              </ul>
            )}
          </SectionCard>
          <SectionCard title={t('reconFailedRefunds')}>
            {view.data.failed_refunds.length === 0 ? (
              <p className="text-sm">{t('reconNoFailed')}</p>
            ) : (
              <ul className={listClass}>
                {view.data.failed_refunds.map((refund) => (
                  <PaymentRefundItem key={refund.id} refund={refund} linkOrder />
                ))}
              </ul>
            )}
          </SectionCard>
        </div>
      )}
    </>
  );
}
