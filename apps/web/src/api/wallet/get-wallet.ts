// GET /users/wallet/?phone= (SPEC 7): balance and recent transactions, in rupees.
import { queryOptions } from '@tanstack/react-query';
import type { WalletResponse } from '@ott/contract';
import { API, WALLET_REFRESH_MS } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { walletKeys } from './query-keys.ts';

export function getWallet(phone: string, signal?: AbortSignal): Promise<WalletResponse> {
  return api.get<WalletResponse>(API.wallet, { query: { phone }, signal });
}

/** SPEC 4 'Wallet': the balance refreshes every 30 s; TanStack pauses the interval while the tab is hidden. */
export const walletQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: walletKeys.wallet(phone),
    queryFn: ({ signal }) => getWallet(phone, signal),
    refetchInterval: WALLET_REFRESH_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
