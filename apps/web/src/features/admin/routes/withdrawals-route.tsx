// /admin/withdrawals (finance, issue 17.3): the approval threshold, the queue by state (?state= in
// the URL; awaiting approval first), newest first in keyset pages, with approve, reject and retry.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_FILTERS, type WithdrawalFilter } from '@ott/contract';
import { LoadError } from '@/ui/load-error.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { withdrawalQueueOptions } from '../api/withdrawals.ts';
import { ScreenHeading } from '../components/screen-heading.tsx';
import { WithdrawalCards, WithdrawalTable } from '../components/withdrawal-list.tsx';
import { LoadMore } from '../components/load-more.tsx';
import { WithdrawalStateTabs } from '../components/withdrawal-state-tabs.tsx';
import { WithdrawalThresholdForm } from '../components/withdrawal-threshold-form.tsx';
import { errorMessage } from '../lib/server-message.ts';

const isFilter = (value: string | null): value is WithdrawalFilter =>
  WITHDRAWAL_FILTERS.includes(value as WithdrawalFilter);

export default function WithdrawalsScreen() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const requested = params.get('state');
  const state: WithdrawalFilter = isFilter(requested) ? requested : 'awaiting_approval';
  const queue = useInfiniteQuery(withdrawalQueueOptions(state));
  const rows = queue.data?.pages.flatMap((page) => page.data) ?? [];
  const counts = queue.data?.pages[0]?.counts;
  return (
    <>
      <ScreenHeading title={t('wdTitle')} intro={t('wdIntro')} />
      <WithdrawalThresholdForm />
      <WithdrawalStateTabs current={state} counts={counts} />
      <section aria-label={t(`wdState_${state}`)} aria-busy={queue.isFetching || undefined}>
        {queue.isPending && <Skeleton className="h-40 rounded-2xl" />}
        {queue.isError && (
          <LoadError
            message={errorMessage(t, queue.error)}
            onRetry={() => void queue.refetch()}
            isRetrying={queue.isFetching}
          />
        )}
        {queue.data && rows.length === 0 && (
          <p className="rounded-2xl bg-surface p-6 text-center text-muted ring-1 ring-white/10">
            {t('wdNone')}
          </p>
        )}
        {rows.length > 0 && (
          <>
            <WithdrawalTable rows={rows} />
            <WithdrawalCards rows={rows} />
          </>
        )}
        <LoadMore pages={queue} />
      </section>
    </>
  );
}
