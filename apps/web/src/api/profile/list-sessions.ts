// GET /users/sessions/ (issue 16.7): every live session of the signed-in user.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionsResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { accountKeys } from './query-keys.ts';

export function listSessions(signal?: AbortSignal): Promise<SessionsResponse> {
  return api.get<SessionsResponse>(API.userSessions, { signal });
}

export const sessionsQueryOptions = () => queryOptions({ queryKey: accountKeys.sessions, queryFn: ({ signal }) => listSessions(signal) });

export function useSessions() {
  return useQuery({ ...sessionsQueryOptions(), retry: false });
}
