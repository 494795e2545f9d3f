// GET /api/drm/access/ (issue 12): whether the key endpoint would grant this viewer the content
// keys, asked before any pre-roll ad of a protected stream. Per viewer, never reused across users.
import { queryOptions } from '@tanstack/react-query';
import { API, DrmAccessResponse } from '@ott/contract';
import { api } from '@/lib/api-client.ts';

export async function getDrmAccess(signal?: AbortSignal): Promise<DrmAccessResponse> {
  return DrmAccessResponse.parse(await api.get<unknown>(API.drmAccess, { signal, skipAuthRedirect: true }));
}

/** `viewer` is the stored user's id (null for a visitor), so a sign-in or sign-out asks again. */
export const drmAccessQueryOptions = (viewer: number | null) =>
  queryOptions({
    queryKey: ['advanced-player', 'drm-access', viewer] as const,
    queryFn: ({ signal }) => getDrmAccess(signal),
    // A subscription can start at any moment (another tab, a code): ask each time a card opens.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
