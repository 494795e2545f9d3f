// GET /users/withdrawal-limits/?phone= (SPEC 7): min and max in rupees, withdrawals per day and left today.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { WithdrawalLimitsResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { walletKeys } from './query-keys.ts';

export type WithdrawalLimitsResult = z.infer<typeof WithdrawalLimitsResponse>;

export function getWithdrawalLimits(phone: string, signal?: AbortSignal): Promise<WithdrawalLimitsResult> {
  return api.get<WithdrawalLimitsResult>(API.withdrawalLimits, { query: { phone }, signal });
}

export const withdrawalLimitsQueryOptions = (phone: string) =>
  queryOptions({ queryKey: walletKeys.withdrawalLimits(phone), queryFn: ({ signal }) => getWithdrawalLimits(phone, signal), retry: false });
