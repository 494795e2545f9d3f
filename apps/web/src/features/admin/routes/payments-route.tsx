// /admin/payments (finance, issue 17.2): orders and their payments, newest first, with filters and
// a page cursor in the URL (?state=&from=&min=&cursor=...), so a view is a link and Back returns
// to the page before. Download CSV (on the filters' row) exports everything the filters match.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/ui/load-error.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { Button } from '@/ui/button.tsx';
import { paymentsExportUrl, paymentsQueryOptions } from '../api/payments.ts';
import { PaymentFiltersForm } from '../components/payment-filters-form.tsx';
import { PaymentCards, PaymentTable } from '../components/payment-list.tsx';
import { ScreenHeading } from '../components/screen-heading.tsx';
import { CsvLink } from '../components/csv-link.tsx';
import { paymentSearch, paymentsRequest, readPaymentSearch } from '../lib/payment-filters.ts';
import { errorMessage } from '../lib/server-message.ts';

export default function PaymentsScreen() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const { filters, cursor } = readPaymentSearch(params);
  const request = paymentsRequest(filters, cursor);
  const list = useQuery(paymentsQueryOptions(request));
  const orders = list.data?.data ?? [];
  const next = list.data?.next_cursor ?? null;
  return (
    <>
      <ScreenHeading title={t('paymentsTitle')} intro={t('paymentsIntro')} />
      <PaymentFiltersForm
        filters={filters}
        onChange={(nextFilters) => setParams(paymentSearch(nextFilters))}
        actions={<CsvLink href={paymentsExportUrl(request)} label={t('payExport')} />}
      />
      <section
        aria-label={t('payResults')}
        aria-busy={list.isFetching || undefined}
        className="mt-6"
      >
        {list.isPending && <Skeleton className="h-40 rounded-2xl" />}
        {list.isError && (
          <LoadError
            message={errorMessage(t, list.error)}
            onRetry={() => void list.refetch()}
            isRetrying={list.isFetching}
          />
        )}
        {list.data && orders.length === 0 && (
          <p className="rounded-2xl bg-surface p-6 text-center text-muted ring-1 ring-white/10">
            {t('payNone')}
          </p>
        )}
        {orders.length > 0 && (
          <>
            <PaymentTable orders={orders} />
            <PaymentCards orders={orders} />
          </>
        )}
        {(cursor || next) && (
          <nav aria-label={t('payResults')} className="mt-4 flex justify-end gap-2">
            <Button
              variant="secondary"
              disabled={!cursor || list.isFetching}
              onClick={() => setParams(paymentSearch(filters))}
            >
              {t('payFirstPage')}
            </Button>
            <Button
              variant="secondary"
              disabled={!next || list.isFetching}
              onClick={() => next && setParams(paymentSearch(filters, next))}
            >
              {t('payNextPage')}
            </Button>
          </nav>
        )}
      </section>
    </>
  );
}
