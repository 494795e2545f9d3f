// GET /api/videos/?video_type=free|paid|rental&limit=N: the home's Premium, Free and Rental rows.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Video, VideoType } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { catalogueKeys } from './query-keys.ts';
import type { QueryConfig } from './query-config.ts';
import { toVideoList, type VideoListPayload } from './video-list.ts';

export const VIDEOS_BY_TYPE_DEFAULT_LIMIT = 20;

export async function listVideosByType(
  videoType: VideoType,
  limit = VIDEOS_BY_TYPE_DEFAULT_LIMIT,
  signal?: AbortSignal,
): Promise<Video[]> {
  const res = await api.get<VideoListPayload>(API.videos, {
    query: { video_type: videoType, limit, ordering: '-created_at' },
    signal,
  });
  // Filter again in case a server ignores `video_type` (the spec's client filtered locally).
  return toVideoList(res).filter((v) => v.video_type === videoType);
}

export const videosByTypeQueryOptions = (videoType: VideoType, limit = VIDEOS_BY_TYPE_DEFAULT_LIMIT) =>
  queryOptions({
    queryKey: catalogueKeys.byType(videoType, limit),
    queryFn: ({ signal }) => listVideosByType(videoType, limit, signal),
  });

export function useVideosByType({
  videoType,
  limit,
  ...config
}: { videoType: VideoType; limit?: number } & QueryConfig) {
  return useQuery({ ...videosByTypeQueryOptions(videoType, limit), ...config });
}
