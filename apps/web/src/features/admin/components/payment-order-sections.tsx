// The order page's sections below its summary: every payment recorded for the order, its
// refunds (with Retry now for a failed one) and the audit entries about it.
import { useTranslation } from 'react-i18next';
import type { OrderDetailResponse } from '@ott/contract';
import { SectionCard } from '@/ui/section-card.tsx';
import { formatConsoleTime } from '../lib/format-time.ts';
import { AuditCards, AuditTable } from './audit-entries.tsx';
import { PaymentStateChip, rupees } from './payment-chips.tsx';
import { PaymentRefundItem } from './payment-refund-item.tsx';

const listClass = 'divide-y divide-white/10 overflow-hidden rounded-xl bg-white/3 ring-1 ring-white/10';

export function PaymentOrderSections({ detail }: { detail: OrderDetailResponse }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <div className="grid gap-4">
      <SectionCard title={t('orderPayments')}>
        {detail.payments.length === 0 ? (
          <p className="text-sm text-muted">{t('orderNoPayments')}</p>
        ) : (
          <ul className={listClass}>
            {detail.payments.map((payment) => (
              <li key={payment.id} className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
                <div className="min-w-0">
                  <p className="break-all font-mono text-xs">{payment.payment_id}</p>
                  <p className="mt-1 text-xs text-white/60">
                    <time dateTime={payment.created_at}>{formatConsoleTime(payment.created_at, i18n.language, 'short')}</time>
                    {payment.method && ` · ${payment.method}`}
                    {payment.is_order_payment && ` · ${t('orderPaysOrder')}`}
                    {payment.error_description && ` · ${payment.error_description}`}
                  </p>
                </div>
                <p className="flex items-center gap-2">
                  <span className="font-semibold tabular-nums">{rupees(payment.amount_paise)}</span>
                  <PaymentStateChip state={payment.status === 'captured' ? 'paid' : payment.status} />
                </p>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard title={t('orderRefunds')}>
        {detail.refunds.length === 0 ? (
          <p className="text-sm text-muted">{t('orderNoRefunds')}</p>
        ) : (
          <ul className={listClass}>
            {detail.refunds.map((refund) => (
              <PaymentRefundItem key={refund.id} refund={refund} />
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard title={t('orderAudit')}>
        {detail.audit.length === 0 ? (
          <p className="text-sm text-muted">{t('orderNoAudit')}</p>
        ) : (
          <>
            <AuditTable entries={detail.audit} />
            <AuditCards entries={detail.audit} />
          </>
        )}
      </SectionCard>
    </div>
  );
}
