// GET /api/app-config/: deployment facts (browse policy, payment gateway, version; ARCHITECTURE 5).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@ott/contract';
import type { AppConfigResponse } from '@ott/contract';
import { api } from '@/lib/api-client.ts';

export function getAppConfig(): Promise<AppConfigResponse> {
  return api.get(API.appConfig, { skipAuthRedirect: true });
}

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['app-config'],
    queryFn: getAppConfig,
    // Changes only with a redeploy; one request per page load is enough.
    staleTime: Infinity,
    retry: 1,
  });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
