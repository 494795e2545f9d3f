// GET /users/referral-bonus-levels/?phone= (SPEC 7): a bare list of levels 1 to 5 with percentages.
import { queryOptions } from '@tanstack/react-query';
import type { BonusLevel } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { walletKeys } from './query-keys.ts';

export function listReferralBonusLevels(phone: string, signal?: AbortSignal): Promise<BonusLevel[]> {
  return api.get<BonusLevel[]>(API.referralBonusLevels, { query: { phone }, signal });
}

export const bonusLevelsQueryOptions = (phone: string) =>
  queryOptions({ queryKey: walletKeys.bonusLevels(phone), queryFn: ({ signal }) => listReferralBonusLevels(phone, signal), retry: false });
