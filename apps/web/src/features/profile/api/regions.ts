// Districts and constituencies for the location selects (SPEC 7 'Regions'); states come from the
// shared catalogue module.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@ott/contract';
import type { Region } from '@ott/contract';
import { api } from '@/lib/api-client.ts';

type RegionPayload = { status?: string; data?: unknown } | null;

async function listRegions(path: string, query: Record<string, string>, signal?: AbortSignal): Promise<Region[]> {
  const res = await api.get<RegionPayload>(path, { query, signal });
  if (res?.status === 'success' && Array.isArray(res.data)) return res.data as Region[];
  throw new Error('region list failed');
}

const districtsOptions = (stateId: string) =>
  queryOptions({
    queryKey: ['regions', 'districts', stateId],
    queryFn: ({ signal }) => listRegions(API.frontendDistricts, { state_id: stateId }, signal),
    staleTime: 10 * 60_000,
  });

const constituenciesOptions = (districtId: string) =>
  queryOptions({
    queryKey: ['regions', 'constituencies', districtId],
    queryFn: ({ signal }) => listRegions(API.frontendConstituencies, { district_id: districtId }, signal),
    staleTime: 10 * 60_000,
  });

export const useDistricts = (stateId: string) => useQuery({ ...districtsOptions(stateId), enabled: stateId !== '' });
export const useConstituencies = (districtId: string) =>
  useQuery({ ...constituenciesOptions(districtId), enabled: districtId !== '' });
