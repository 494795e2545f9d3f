// GET /users/api/subscription-plans/ (SPEC 7): the plans the /plans screen sells.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENT_API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import type { Plan, PlansResult } from './types.ts';

export async function listPlans(): Promise<Plan[]> {
  const result = await api.get<PlansResult>(PAYMENT_API.plans);
  return result?.plans ?? [];
}

export const plansQueryOptions = () =>
  queryOptions({ queryKey: ['payments', 'plans'], queryFn: listPlans, staleTime: 5 * 60_000 });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
