// GET /users/check-subscription-status/?phone= (SPEC 7): is_subscribed and the current plan.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CheckSubscriptionResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { accountKeys } from './query-keys.ts';

export type SubscriptionStatus = z.infer<typeof CheckSubscriptionResponse>;

export function getSubscriptionStatus(phone: string, signal?: AbortSignal): Promise<SubscriptionStatus> {
  return api.get<SubscriptionStatus>(API.checkSubscriptionStatus, { query: { phone }, signal });
}

export const subscriptionStatusQueryOptions = (phone: string) =>
  queryOptions({ queryKey: accountKeys.subscription(phone), queryFn: ({ signal }) => getSubscriptionStatus(phone, signal) });

export function useSubscriptionStatus(phone: string | null) {
  return useQuery({ ...subscriptionStatusQueryOptions(phone ?? ''), enabled: !!phone, retry: false });
}
