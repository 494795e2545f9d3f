// How a ledger line reads (SPEC 3 'Transaction'): bonuses and refunds add to the balance, a
// withdrawal takes from it whatever its status (a failed payout comes back as a REFUND line).
import type { TransactionType, WalletTransaction } from '@ott/contract';
import { formatRupees } from '@ott/contract';

const CREDITS: ReadonlySet<TransactionType> = new Set(['REFERRAL_BONUS', 'REFUND']);

export const isCredit = (type: TransactionType) => CREDITS.has(type);

/** '+₹150' for money in, '−₹150' (a true minus sign) for money out. */
export function signedAmount(transaction: Pick<WalletTransaction, 'transaction_type' | 'amount'>): string {
  return `${isCredit(transaction.transaction_type) ? '+' : '\u2212'}${formatRupees(transaction.amount)}`;
}
