// The console's dashboard (issue 17.5): the counts (every operator) and the money (finance).
import { queryOptions } from '@tanstack/react-query';
import type { DashboardMoneyResponse, DashboardResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export interface DashboardRange {
  from: string;
  to: string;
}

export const dashboardKeys = {
  counts: (range: DashboardRange) => [...adminKeys.all, 'dashboard', 'counts', range] as const,
  money: (range: DashboardRange) => [...adminKeys.all, 'dashboard', 'money', range] as const,
};

export const dashboardQueryOptions = (range: DashboardRange) =>
  queryOptions({
    queryKey: dashboardKeys.counts(range),
    queryFn: ({ signal }) => api.get<DashboardResponse>(API.adminDashboard, { query: { ...range }, signal }),
    staleTime: 60_000,
  });

export const dashboardMoneyQueryOptions = (range: DashboardRange) =>
  queryOptions({
    queryKey: dashboardKeys.money(range),
    queryFn: ({ signal }) => api.get<DashboardMoneyResponse>(API.adminDashboardMoney, { query: { ...range }, signal }),
    staleTime: 60_000,
  });
