import { ArrowDownLeft, ArrowUpRight, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TransactionType, WalletTransaction } from '@ott/contract';
import { formatRupees } from '@ott/contract';
import { cn } from '@/ui/cn.ts';
import { formatDate } from '../lib/format-date.ts';
import { isCredit, signedAmount } from '../lib/transactions.ts';
import { StatusBadge } from './status-badge.tsx';

const ICONS: Record<TransactionType, typeof ArrowDownLeft> = {
  REFERRAL_BONUS: ArrowDownLeft,
  WITHDRAWAL: ArrowUpRight,
  REFUND: RotateCcw,
};

/** One ledger line: type, description, date, signed amount and status. */
export function TransactionRow({ transaction }: { transaction: WalletTransaction }) {
  const { t, i18n } = useTranslation('wallet');
  const credit = isCredit(transaction.transaction_type);
  const Icon = ICONS[transaction.transaction_type];
  const amount = formatRupees(transaction.amount);
  // The money has left the balance but the bank has not decided yet (issue 12): say so.
  const isSettling = transaction.transaction_type === 'WITHDRAWAL' && transaction.status === 'PENDING';
  return (
    <li className="flex items-center gap-3 py-3">
      <span
        aria-hidden="true"
        className={cn('grid size-10 shrink-0 place-items-center rounded-full', credit ? 'bg-emerald-500/15 text-emerald-300' : 'bg-white/10 text-white/80')}
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium">{t(`type${transaction.transaction_type}`)}</p>
        {transaction.description && <p className="line-clamp-2 text-sm break-words text-white/70">{transaction.description}</p>}
        {isSettling && <p className="text-xs text-amber-300/90">{t('pendingWithdrawalHint')}</p>}
        <p className="text-xs text-muted">
          <time dateTime={transaction.created_at}>{formatDate(transaction.created_at, i18n.language, { withTime: true })}</time>
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <p className={cn('font-semibold tabular-nums', credit ? 'text-emerald-300' : 'text-white')}>
          <span aria-hidden="true">{signedAmount(transaction)}</span>
          <span className="sr-only">{t(credit ? 'credited' : 'debited', { amount })}</span>
        </p>
        <StatusBadge status={transaction.status} />
      </div>
    </li>
  );
}
