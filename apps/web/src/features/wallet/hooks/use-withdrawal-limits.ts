// SPEC 4 'Wallet': the withdrawal modal opens only after the limits are refreshed. SPEC 8: limits
// that fail to load are the defaults (100 / 10,000 / 3 a day, 3 left), and the error is logged.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { WithdrawalLimits } from '@ott/contract';
import { WITHDRAWAL_DEFAULT_LIMITS } from '@ott/contract';
import { withdrawalLimitsQueryOptions } from '@/api/wallet/get-withdrawal-limits.ts';
import { useLoggedError } from './use-logged-error.ts';

function limitsOf(data: WithdrawalLimits | undefined, isError: boolean): WithdrawalLimits {
  if (isError || !data) return { ...WITHDRAWAL_DEFAULT_LIMITS };
  const { min_amount, max_amount, daily_limit, remaining_today } = data;
  return { min_amount, max_amount, daily_limit, remaining_today };
}

export function useWithdrawalLimits(phone: string) {
  const query = useQuery(withdrawalLimitsQueryOptions(phone));
  const [isRefreshing, setRefreshing] = useState(false);
  useLoggedError('withdrawal limits', query.error);

  /** Refreshes the limits and answers what the modal should use. */
  const refresh = async (): Promise<WithdrawalLimits> => {
    setRefreshing(true);
    try {
      const result = await query.refetch();
      return limitsOf(result.data, result.isError);
    } finally {
      setRefreshing(false);
    }
  };

  return {
    isPending: query.isPending,
    limits: limitsOf(query.data, query.isError),
    isRefreshing,
    refresh,
  };
}
