// GET /users/check-subscription-status/?phone= (SPEC 7), polled by the background checks.
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import type { SubscriptionStatusResult } from './types.ts';

export function checkSubscriptionStatus(phone: string): Promise<SubscriptionStatusResult> {
  return api.get<SubscriptionStatusResult>(API.checkSubscriptionStatus, { query: { phone } });
}
