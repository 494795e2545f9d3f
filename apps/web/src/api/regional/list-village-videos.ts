// GET /api/frontend/videos/?village_id (SPEC 7 'Content', drill-down): {status, data: [...]}, each
// a video that also carries `name` (SPEC 3 'Village videos carry name and duration').
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, REGIONAL_CLIENT_TIMEOUT_MS } from '@ott/contract';
import type { FrontendVideosResponse, VillageVideo } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { regionalKeys } from './query-keys.ts';

export type { VillageVideo };

/** A reply that arrived without a list; `serverMessage` carries the server's words, if any. */
export class VillageVideosLoadError extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'village videos failed');
  }
}

type Payload = { status?: string; data?: unknown; message?: string } | null;

export async function listVillageVideos(villageId: number, signal?: AbortSignal): Promise<VillageVideo[]> {
  const res = await api.get<Payload>(API.frontendVideos, {
    query: { village_id: villageId },
    signal,
    timeoutMs: REGIONAL_CLIENT_TIMEOUT_MS,
  });
  if (res?.status === 'success' && Array.isArray(res.data)) return res.data as FrontendVideosResponse['data'];
  throw new VillageVideosLoadError(typeof res?.message === 'string' && res.message ? res.message : null);
}

export const villageVideosOptions = (villageId: number) =>
  queryOptions({
    queryKey: regionalKeys.villageVideos(villageId),
    queryFn: ({ signal }) => listVillageVideos(villageId, signal),
    staleTime: 60_000,
  });

/** Idle until a village is chosen. */
export function useVillageVideos(villageId: number | null) {
  return useQuery({ ...villageVideosOptions(villageId ?? 0), enabled: villageId !== null && villageId > 0 });
}
