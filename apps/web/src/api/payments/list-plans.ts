// GET /users/api/subscription-plans/ (SPEC 7): the plans the /plans screen sells.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENT_API, PLANS_ELEMENT_ID } from '@ott/contract';
import { pageDataList } from '@/lib/page-data.ts';
import { api } from '@/lib/api-client.ts';
import type { Plan, PlansResult } from './types.ts';

export async function listPlans(): Promise<Plan[]> {
  const result = await api.get<PlansResult>(PAYMENT_API.plans);
  return result?.plans ?? [];
}

/**
 * The plans GET /plans carried in its HTML (the server's first paint of the page, issue 13), so
 * the first render shows the cards at once instead of a skeleton until the API answers. Dated to
 * the page load: they are refetched once stale, like any answer.
 */
function plansFromPage(): Plan[] | undefined {
  return pageDataList<Plan>(PLANS_ELEMENT_ID);
}

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'plans'],
    queryFn: listPlans,
    staleTime: 5 * 60_000,
    initialData: plansFromPage,
    initialDataUpdatedAt: () => performance.timeOrigin,
  });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
