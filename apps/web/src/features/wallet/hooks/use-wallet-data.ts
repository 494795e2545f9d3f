// The wallet screen's data with the SPEC 8 fallbacks: a wallet that fails to load reads as a zero
// balance with no transactions, failed bank accounts and bonus levels as empty lists; the errors
// are logged, never shown. A failed refresh keeps what was already on screen.
import { useQuery } from '@tanstack/react-query';
import { bankAccountsQueryOptions } from '@/api/wallet/list-bank-accounts.ts';
import { bonusLevelsQueryOptions } from '@/api/wallet/list-referral-bonus-levels.ts';
import { walletQueryOptions } from '@/api/wallet/get-wallet.ts';
import { useLoggedError } from './use-logged-error.ts';

export function useWalletData(phone: string) {
  const wallet = useQuery(walletQueryOptions(phone));
  const bankAccounts = useQuery(bankAccountsQueryOptions(phone));
  const bonusLevels = useQuery(bonusLevelsQueryOptions(phone));
  useLoggedError('wallet', wallet.error);
  useLoggedError('bank accounts', bankAccounts.error);
  useLoggedError('referral bonus levels', bonusLevels.error);

  return {
    wallet: {
      isPending: wallet.isPending,
      balance: wallet.data?.balance ?? 0,
      transactions: wallet.data?.recent_transactions ?? [],
    },
    bankAccounts: { isPending: bankAccounts.isPending, list: bankAccounts.data ?? [] },
    bonusLevels: { isPending: bonusLevels.isPending, list: bonusLevels.data ?? [] },
  };
}
