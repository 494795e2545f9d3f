// GET /users/wallet/?phone= (SPEC 7): balance and recent transactions, in rupees.
import { queryOptions } from '@tanstack/react-query';
import type { WalletResponse } from '@ott/contract';
import { API, WALLET_REFRESH_MS } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { walletKeys } from './query-keys.ts';

/** How often the wallet is read while a recent withdrawal is still PENDING. */
export const WALLET_SETTLING_REFRESH_MS = 5_000;
/** A withdrawal pending longer than this (a slow NEFT, a provider outage) goes back to the 30 s pace. */
export const WALLET_SETTLING_WINDOW_MS = 10 * 60_000;

export function getWallet(phone: string, signal?: AbortSignal): Promise<WalletResponse> {
  return api.get<WalletResponse>(API.wallet, { query: { phone }, signal });
}

/**
 * SPEC 4 'Wallet': every 30 s. A payout usually settles within seconds, so while a withdrawal made
 * in the last 10 minutes is PENDING the list is read every 5 s, and its COMPLETED or FAILED (with
 * the REFUND) shows soon after the bank decides (issue 12); then the pace drops back.
 */
export function walletRefreshInterval(wallet: WalletResponse | undefined, now = Date.now()): number {
  const settling = wallet?.recent_transactions.some(
    (row) => row.transaction_type === 'WITHDRAWAL' && row.status === 'PENDING' && now - Date.parse(row.created_at) < WALLET_SETTLING_WINDOW_MS,
  );
  return settling ? WALLET_SETTLING_REFRESH_MS : WALLET_REFRESH_MS;
}

/** TanStack pauses the interval while the tab is hidden. */
export const walletQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: walletKeys.wallet(phone),
    queryFn: ({ signal }) => getWallet(phone, signal),
    refetchInterval: (query) => walletRefreshInterval(query.state.data),
    refetchIntervalInBackground: false,
    retry: false,
  });
