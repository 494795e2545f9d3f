// GET /api/videos/?video_type=&limit=20&offset=&ordering=-created_at: the premium and free lists
// in pages of 20 (`offset` is our addition to SPEC 7's list call, documented in OpenAPI).
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Video, VideoType } from '@ott/contract';
import { API, CATEGORY_PAGE_SIZE } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { catalogueKeys } from './query-keys.ts';
import { toVideoList, type VideoListPayload } from './video-list.ts';

export const VIDEO_LIST_PAGE_SIZE = CATEGORY_PAGE_SIZE.categoryPage;

export async function listVideosByTypePage(videoType: VideoType, offset: number, signal?: AbortSignal): Promise<Video[]> {
  const res = await api.get<VideoListPayload>(API.videos, {
    query: { video_type: videoType, limit: VIDEO_LIST_PAGE_SIZE, offset, ordering: '-created_at' },
    signal,
  });
  return toVideoList(res).filter((v) => v.video_type === videoType);
}

export const videosByTypePagesQueryOptions = (videoType: VideoType) =>
  infiniteQueryOptions({
    queryKey: [...catalogueKeys.videos(), 'type-pages', { videoType }] as const,
    queryFn: ({ pageParam, signal }) => listVideosByTypePage(videoType, pageParam, signal),
    initialPageParam: 0,
    // A full page may have more behind it; a short one ends the list.
    getNextPageParam: (last, _all, offset) => (last.length >= VIDEO_LIST_PAGE_SIZE ? offset + VIDEO_LIST_PAGE_SIZE : undefined),
  });
