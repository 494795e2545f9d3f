import type { Video } from '@ott/contract';

/** SPEC 7: `/api/videos/` answers with a list, or an object holding `results` or `data`. */
export type VideoListPayload = Video[] | { results?: Video[]; data?: Video[] } | null;

export function toVideoList(payload: VideoListPayload): Video[] {
  if (Array.isArray(payload)) return payload;
  if (payload && Array.isArray(payload.results)) return payload.results;
  if (payload && Array.isArray(payload.data)) return payload.data;
  return [];
}
