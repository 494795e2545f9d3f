// POST /users/request-withdrawal/ {bank_account, amount (rupees), phone, request_id} (SPEC 7).
// request_id is the caller's idempotency key: the same key twice is one withdrawal, so a retry
// after a lost answer or a double tap never pays out twice. A refusal is 400/404 with
// {status: 'error', error, message} (withdrawalErrorText).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { WithdrawalResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api, ApiError } from '@/lib/api-client.ts';
import { walletKeys } from './query-keys.ts';

export type WithdrawalResult = z.infer<typeof WithdrawalResponse>;
export interface WithdrawalInput {
  bank_account: number;
  /** Rupees. */
  amount: number;
  request_id: string;
}

export function requestWithdrawal(phone: string, input: WithdrawalInput): Promise<WithdrawalResult> {
  return api.post<WithdrawalResult>(API.requestWithdrawal, { ...input, phone });
}

/** The server's `error` field of a refusal (SPEC 8 'Wallet'), or null. */
export function withdrawalErrorText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.data as { error?: unknown } | null;
  return data && typeof data.error === 'string' && data.error.trim() ? data.error : null;
}

export function useRequestWithdrawal(phone: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WithdrawalInput) => requestWithdrawal(phone, input),
    // SPEC 4 'Wallet': success refreshes the wallet and the limits.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.wallet(phone) }),
        queryClient.invalidateQueries({ queryKey: walletKeys.withdrawalLimits(phone) }),
      ]),
  });
}
