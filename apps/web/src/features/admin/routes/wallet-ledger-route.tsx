// /admin/wallets/:id (finance, issue 17.3): one viewer's wallet ledger, newest first in keyset
// pages, each line with the balance after it; the newest balance is the wallet's.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { formatRupees, paiseToRupees } from '@ott/contract';
import { LoadError } from '@/ui/load-error.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { walletLedgerOptions } from '../api/withdrawals.ts';
import { ScreenHeading } from '../components/screen-heading.tsx';
import { LedgerCards, LedgerTable } from '../components/wallet-ledger-list.tsx';
import { LoadMore } from '../components/load-more.tsx';
import { errorMessage } from '../lib/server-message.ts';

export default function WalletLedgerScreen() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const ledger = useInfiniteQuery(walletLedgerOptions(id));
  const first = ledger.data?.pages[0];
  const rows = ledger.data?.pages.flatMap((page) => page.data) ?? [];
  const viewer = first ? [first.viewer.phone, first.viewer.name].filter(Boolean).join(' · ') : '';
  return (
    <>
      <Link
        to="/admin/withdrawals"
        className="mb-4 inline-flex items-center gap-1 rounded-md text-sm text-white/70 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-2"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('ledgerBack')}
      </Link>
      <ScreenHeading
        title={viewer ? t('wdLedgerOf', { viewer }) : t('ledgerTitle')}
        intro={t('ledgerIntro')}
      />
      {first && (
        <p className="mb-5 text-lg font-semibold tabular-nums">
          {t('ledgerBalance', {
            amount: `${first.balance_paise < 0 ? '−' : ''}${formatRupees(paiseToRupees(Math.abs(first.balance_paise)))}`,
          })}
        </p>
      )}
      <section aria-label={t('ledgerTitle')} aria-busy={ledger.isFetching || undefined}>
        {ledger.isPending && <Skeleton className="h-40 rounded-2xl" />}
        {ledger.isError && (
          <LoadError
            message={errorMessage(t, ledger.error)}
            onRetry={() => void ledger.refetch()}
            isRetrying={ledger.isFetching}
          />
        )}
        {first && rows.length === 0 && (
          <p className="rounded-2xl bg-surface p-6 text-center text-muted ring-1 ring-white/10">
            {t('ledgerNone')}
          </p>
        )}
        {rows.length > 0 && (
          <>
            <LedgerTable rows={rows} />
            <LedgerCards rows={rows} />
          </>
        )}
        <LoadMore pages={ledger} />
      </section>
    </>
  );
}
