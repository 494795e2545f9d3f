// GET /api/videos/{id}/ (SPEC 7): one video's fields.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Video } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { catalogueKeys } from './query-keys.ts';
import type { QueryConfig } from './query-config.ts';

export function getVideo(id: number | string, signal?: AbortSignal): Promise<Video> {
  return api.get<Video>(API.video(id), { signal });
}

export const videoQueryOptions = (id: number | string) =>
  queryOptions({ queryKey: catalogueKeys.video(id), queryFn: ({ signal }) => getVideo(id, signal) });

export function useVideo({ id, ...config }: { id: number | string } & QueryConfig) {
  return useQuery({ ...videoQueryOptions(id), ...config });
}
