// Region lists below the state (SPEC 7 'Content'): /api/frontend/{districts,constituencies,mandals,
// villages}/?<parent>_id answer {status: 'success', data: [...]}. Shared by registration, profile
// settings and the regional screens; 10-minute cache since regions rarely change.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@ott/contract';
import type { Region, Village } from '@ott/contract';
import { api } from '@/lib/api-client.ts';

type ListPayload = { status?: string; data?: unknown; message?: string } | null;

/** A reply that arrived without a list; `serverMessage` carries the server's words, if any. */
export class RegionLoadError extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'region list failed');
  }
}

export async function listRegionLevel<T = Region>(
  path: string,
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<T[]> {
  const res = await api.get<ListPayload>(path, { query, signal });
  if (res?.status === 'success' && Array.isArray(res.data)) return res.data as T[];
  throw new RegionLoadError(typeof res?.message === 'string' && res.message ? res.message : null);
}

export type RegionLevel = 'districts' | 'constituencies' | 'mandals' | 'villages';

const LEVELS = {
  districts: { path: API.frontendDistricts, param: 'state_id' },
  constituencies: { path: API.frontendConstituencies, param: 'district_id' },
  mandals: { path: API.frontendMandals, param: 'constituency_id' },
  villages: { path: API.frontendVillages, param: 'mandal_id' },
} as const;

export const regionKeys = {
  all: ['regions'] as const,
  level: (level: RegionLevel, parentId: number | string) => [...regionKeys.all, level, String(parentId)] as const,
  search: (level: 'mandals' | 'villages', parentId: number | string, name: string) =>
    [...regionKeys.all, level, String(parentId), 'search', name] as const,
};

export const regionLevelOptions = (level: RegionLevel, parentId: number | string) =>
  queryOptions({
    queryKey: regionKeys.level(level, parentId),
    // Villages also carry their pincode (Village extends Region).
    queryFn: ({ signal }) => listRegionLevel<Village>(LEVELS[level].path, { [LEVELS[level].param]: parentId }, signal),
    staleTime: 10 * 60_000,
  });

/** Children of `parentId` at `level`; idle while no parent is chosen (empty string or 0). */
export function useRegionLevel(level: RegionLevel, parentId: number | string | null | undefined) {
  return useQuery({ ...regionLevelOptions(level, parentId ?? ''), enabled: parentId !== '' && parentId != null && parentId !== 0 });
}

export const useDistricts = (stateId: number | string) => useRegionLevel('districts', stateId);
export const useConstituencies = (districtId: number | string) => useRegionLevel('constituencies', districtId);
export const useMandals = (constituencyId: number | string) => useRegionLevel('mandals', constituencyId);
export const useVillages = (mandalId: number | string) => useRegionLevel('villages', mandalId);
