// GET /api/videos/?video_type=&limit=&ordering=-created_at in pages of 20 for the premium and free
// lists. The list endpoint takes no page or offset (contract VideoListQuery), so page n asks for
// the first 20*n titles and keeps the last 20; its `limit` stops at 100, and so does the list.
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Video, VideoType } from '@ott/contract';
import { CATEGORY_PAGE_SIZE } from '@ott/contract';
import { listVideosByType } from './list-videos-by-type.ts';
import { catalogueKeys } from './query-keys.ts';

export const VIDEO_LIST_PAGE_SIZE = CATEGORY_PAGE_SIZE.categoryPage;
/** The largest `limit` the server accepts (contract VideoListQuery). */
export const VIDEO_LIST_MAX_LIMIT = 100;

export const videosByTypePagesQueryOptions = (videoType: VideoType) =>
  infiniteQueryOptions({
    queryKey: [...catalogueKeys.videos(), 'type-pages', { videoType }] as const,
    queryFn: async ({ pageParam, signal }): Promise<Video[]> => {
      const upTo = await listVideosByType(videoType, pageParam, signal);
      return upTo.slice(pageParam - VIDEO_LIST_PAGE_SIZE);
    },
    initialPageParam: VIDEO_LIST_PAGE_SIZE as number,
    // A full page may have more behind it; a short one ends the list.
    getNextPageParam: (last, _all, limit) =>
      last.length >= VIDEO_LIST_PAGE_SIZE && limit < VIDEO_LIST_MAX_LIMIT ? limit + VIDEO_LIST_PAGE_SIZE : undefined,
  });
