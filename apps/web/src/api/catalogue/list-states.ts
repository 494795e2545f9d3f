// GET /api/frontend/states/ (SPEC 7): status, data, message. SPEC 8 'Home' names three failures:
// the server's message, 'Failed to load states' (no message), or a generic one when the call fails.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FrontendStatesResponse, State } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { catalogueKeys } from './query-keys.ts';
import type { QueryConfig } from './query-config.ts';

/** A reply that arrived but was not a success; `serverMessage` is the server's words, if any. */
export class StatesLoadError extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'Failed to load states');
  }
}

type StatesPayload = FrontendStatesResponse | { status?: string; message?: string; data?: unknown } | null;

export async function listStates(signal?: AbortSignal): Promise<State[]> {
  const res = await api.get<StatesPayload>(API.frontendStates, { signal });
  if (res?.status === 'success' && Array.isArray(res.data)) return res.data as State[];
  throw new StatesLoadError(typeof res?.message === 'string' && res.message ? res.message : null);
}

export const statesQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.states(), queryFn: ({ signal }) => listStates(signal) });

export function useStates(config: QueryConfig = {}) {
  return useQuery({ ...statesQueryOptions(), ...config });
}
