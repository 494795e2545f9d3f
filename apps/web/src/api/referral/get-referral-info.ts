// GET /users/referral-info/?phone= (SPEC 7 'Referral and wallet'): the user's code, QR, invitation
// link and referred users (phones already masked by the server).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, REFERRAL_POLL_MS, type ReferralInfoResponse } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { referralKeys } from './query-keys.ts';

export type ReferralInfo = ReferralInfoResponse;

export function getReferralInfo(phone: string, signal?: AbortSignal): Promise<ReferralInfo> {
  return api.get<ReferralInfo>(API.referralInfo, { query: { phone }, signal });
}

export const referralInfoQueryOptions = (phone: string) =>
  queryOptions({ queryKey: referralKeys.info(phone), queryFn: ({ signal }) => getReferralInfo(phone, signal) });

/**
 * SPEC 4 'Referral card': refreshes every 30 s. TanStack skips the interval while the tab is
 * hidden (refetchIntervalInBackground stays false) and refetches on return to the tab.
 */
export function useReferralInfo(phone: string | null) {
  return useQuery({ ...referralInfoQueryOptions(phone ?? ''), enabled: !!phone, retry: false, refetchInterval: REFERRAL_POLL_MS });
}
