// POST /api/videos/{id}/view/ (SPEC 3 'Video' views_count): one real view of one playback, counted
// once per view_id by the server. keepalive, because the view may be reached just as the page goes.
import type { RecordViewResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';

export function recordView(videoId: number, viewId: string): Promise<RecordViewResponse> {
  return api.post<RecordViewResponse>(API.recordView(videoId), { view_id: viewId }, { keepalive: true });
}
