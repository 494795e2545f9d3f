// GET /api/regional-videos/by_location/?village_id|mandal_id|constituency_id|district_id|state_id
// (SPEC 7 'Content'): only the most specific id chosen is sent (SPEC 4 'Regional'); none means
// every regional video. Answer {status, data: Video[]}. The regional client times out at 15 s.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, REGIONAL_CLIENT_TIMEOUT_MS } from '@ott/contract';
import type { RegionalVideosQuery, RegionalVideosResponse, Video } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { regionalKeys } from './query-keys.ts';

/** Most specific first: the order in which a selected id wins. */
const LOCATION_PARAMS = ['village_id', 'mandal_id', 'constituency_id', 'district_id', 'state_id'] as const;
export type LocationParam = (typeof LOCATION_PARAMS)[number];

/** The one query parameter to send: the most specific id present, or nothing. */
export function mostSpecificLocation(query: RegionalVideosQuery): { param: LocationParam; id: number } | null {
  for (const param of LOCATION_PARAMS) {
    const id = query[param];
    if (id) return { param, id };
  }
  return null;
}

/** A reply that arrived without a list; `serverMessage` carries the server's words, if any. */
export class RegionalVideosLoadError extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'regional videos failed');
  }
}

type Payload = { status?: string; data?: unknown; message?: string } | null;

export async function listRegionalVideos(query: RegionalVideosQuery, signal?: AbortSignal): Promise<Video[]> {
  const location = mostSpecificLocation(query);
  const res = await api.get<Payload>(API.regionalVideosByLocation, {
    query: location ? { [location.param]: location.id } : {},
    signal,
    timeoutMs: REGIONAL_CLIENT_TIMEOUT_MS,
  });
  if (res?.status === 'success' && Array.isArray(res.data)) return res.data as RegionalVideosResponse['data'];
  throw new RegionalVideosLoadError(typeof res?.message === 'string' && res.message ? res.message : null);
}

export const regionalVideosOptions = (query: RegionalVideosQuery) => {
  const location = mostSpecificLocation(query);
  return queryOptions({
    queryKey: regionalKeys.byLocation(location?.param ?? 'all', location?.id ?? null),
    queryFn: ({ signal }) => listRegionalVideos(query, signal),
    staleTime: 60_000,
  });
};

/** Videos for the selection; the previous grid stays up while a new level loads. */
export function useRegionalVideos(query: RegionalVideosQuery) {
  return useQuery({ ...regionalVideosOptions(query), placeholderData: keepPreviousData });
}
