// The /payment Order Summary (SPEC 2.9): plan, duration, total and Pay Now. For a subscribed
// viewer extending (issue 12) it also states the current and the new end date, and the button
// says what it does; Cancel closes the extension.
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { extendedEndDate, formatPlanDate } from '../lib/current-subscription.ts';
import type { Plan } from '@/api/payments/types.ts';

interface OrderSummaryProps {
  plan: Plan;
  /** The running plan's end date when this is an extension. */
  extendFrom: string | null;
  disabled: boolean;
  onPay: () => void;
  onCancel: () => void;
}

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-4 border-t border-white/10 pt-3 text-base font-bold' : 'flex justify-between gap-4'}>
      <dt className={strong ? undefined : 'text-muted'}>{label}</dt>
      <dd className={strong ? 'text-gold' : 'text-right'}>{children}</dd>
    </div>
  );
}

export function OrderSummary({ plan, extendFrom, disabled, onPay, onCancel }: OrderSummaryProps) {
  const { t, i18n } = useTranslation('payments');
  const date = (iso: string) => formatPlanDate(iso, i18n.language);
  return (
    <section id="extend-plan" aria-labelledby="summary-title" className="mx-auto mt-8 max-w-md rounded-2xl border border-white/10 bg-surface p-5">
      <h2 id="summary-title" className="font-semibold">{t(extendFrom ? 'extendTitle' : 'summaryTitle')}</h2>
      <dl className="mt-4 space-y-2 text-sm">
        <Row label={t('summaryPlan')}>{plan.name}</Row>
        <Row label={t('summaryDuration')}>{t('days', { count: plan.duration })}</Row>
        {extendFrom && (
          <>
            <Row label={t('currentEnd')}>{date(extendFrom)}</Row>
            <Row label={t('newEnd')}>
              <span className="font-semibold text-amber-100">{date(extendedEndDate(extendFrom, plan.duration))}</span>
            </Row>
          </>
        )}
        <Row label={t('summaryTotal')} strong>
          {formatRupees(plan.price)}
        </Row>
      </dl>
      <Button variant="gold" size="lg" className="mt-5 w-full" onClick={onPay} disabled={disabled}>
        {extendFrom ? t('extendPay', { amount: formatRupees(plan.price) }) : t('payNow')}
      </Button>
      {extendFrom && (
        <Button variant="ghost" className="mt-2 w-full" onClick={onCancel} disabled={disabled}>
          {t('cancel')}
        </Button>
      )}
      <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-muted">
        <ShieldCheck className="size-4 text-gold" aria-hidden="true" />
        {t('secureTitle')}
      </p>
    </section>
  );
}
