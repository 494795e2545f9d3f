import { ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WalletTransaction } from '@ott/contract';
import { TRANSACTION_LIST_MAX_HEIGHT_PX } from '@ott/contract';
import { SectionCard } from '@/ui/section-card.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { TransactionRow } from './transaction-row.tsx';

/** SPEC 2.18: recent transactions, scrollable within 400 px. */
export function TransactionList({ transactions, isPending }: { transactions: WalletTransaction[]; isPending: boolean }) {
  const { t } = useTranslation('wallet');
  return (
    <SectionCard title={t('transactionsTitle')}>
      {isPending ? (
        <div className="space-y-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={`skeleton-${i}`} className="h-14 w-full" />
          ))}
        </div>
      ) : transactions.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-8 text-center">
          <ReceiptText className="size-10 text-white/30" aria-hidden="true" />
          <p className="font-medium">{t('noTransactions')}</p>
          <p className="text-sm text-muted">{t('noTransactionsHint')}</p>
        </div>
      ) : (
        // Focusable so keyboard users can scroll it; named for screen readers.
        <ul
          tabIndex={0}
          aria-label={t('transactionsList')}
          style={{ maxHeight: TRANSACTION_LIST_MAX_HEIGHT_PX }}
          className="-mx-2 divide-y divide-white/5 overflow-y-auto rounded-lg px-2"
        >
          {transactions.map((transaction) => (
            <TransactionRow key={transaction.id} transaction={transaction} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
