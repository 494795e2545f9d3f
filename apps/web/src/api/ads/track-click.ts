// POST /api/advertisements/{id}/track_click/ (SPEC 7 'Ads'): one click per ad per view_id is
// counted. keepalive, because the click usually navigates away from the page that posts it.
import type { TrackAdResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';

export interface TrackClickInput {
  adId: number;
  viewId: string;
  videoId?: number | null;
}

export function trackClick({ adId, viewId, videoId }: TrackClickInput): Promise<TrackAdResponse> {
  return api.post<TrackAdResponse>(
    API.trackClick(adId),
    { view_id: viewId, ...(videoId ? { video_id: videoId } : {}) },
    { keepalive: true },
  );
}
