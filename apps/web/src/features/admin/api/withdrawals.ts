// The console's withdrawals (issue 17.3, finance role): the queue by state in keyset pages, the
// approval threshold, approve / reject / retry, and a viewer's ledger with its running balance.
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ViewerLedgerResponse,
  WithdrawalActionResponse,
  WithdrawalFilter,
  WithdrawalQueueResponse,
  WithdrawalSettingsResponse,
} from '@ott/contract';
import { API } from '@ott/contract';
import { api, apiRequest } from '@/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const withdrawalKeys = {
  all: [...adminKeys.all, 'withdrawals'] as const,
  queue: (state: WithdrawalFilter) => [...adminKeys.all, 'withdrawals', 'queue', state] as const,
  settings: [...adminKeys.all, 'withdrawals', 'settings'] as const,
  ledger: (id: string) => [...adminKeys.all, 'withdrawals', 'ledger', id] as const,
};

export const withdrawalQueueOptions = (state: WithdrawalFilter) =>
  infiniteQueryOptions({
    queryKey: withdrawalKeys.queue(state),
    queryFn: ({ pageParam, signal }) =>
      api.get<WithdrawalQueueResponse>(API.adminWithdrawals, { query: { state, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const withdrawalSettingsOptions = () =>
  queryOptions({
    queryKey: withdrawalKeys.settings,
    queryFn: ({ signal }) => api.get<WithdrawalSettingsResponse>(API.adminWithdrawalSettings, { signal }),
  });

export const walletLedgerOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: withdrawalKeys.ledger(id),
    queryFn: ({ pageParam, signal }) =>
      api.get<ViewerLedgerResponse>(API.adminWalletLedger(id), { query: { cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

/** A write of the withdrawals screens; afterwards every list, count and ledger is read again. */
function useWithdrawalWrite<TInput, TResult>(send: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
}

export const useApproveWithdrawal = () =>
  useWithdrawalWrite((id: number) => api.post<WithdrawalActionResponse>(API.adminWithdrawalApprove(id)));
export const useRejectWithdrawal = () =>
  useWithdrawalWrite(({ id, reason }: { id: number; reason: string }) =>
    api.post<WithdrawalActionResponse>(API.adminWithdrawalReject(id), { reason }),
  );
export const useRetryPayout = () =>
  useWithdrawalWrite((id: number) => api.post<WithdrawalActionResponse>(API.adminWithdrawalRetry(id)));
export const useSaveThreshold = () =>
  useWithdrawalWrite((rupees: string) =>
    apiRequest<WithdrawalSettingsResponse>(API.adminWithdrawalSettings, { method: 'PUT', body: { approval_threshold: rupees } }),
  );
