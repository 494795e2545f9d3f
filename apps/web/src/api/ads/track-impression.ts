// POST /api/advertisements/{id}/track_impression/ (SPEC 7 'Ads'). The server records the session
// user itself (user_id is never sent) and counts one impression per ad per view_id.
import type { AdType, TrackAdResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';

export interface TrackImpressionInput {
  adId: number;
  impressionType: AdType;
  viewId: string;
  videoId?: number | null;
}

export function trackImpression({ adId, impressionType, viewId, videoId }: TrackImpressionInput): Promise<TrackAdResponse> {
  return api.post<TrackAdResponse>(API.trackImpression(adId), {
    impression_type: impressionType,
    view_id: viewId,
    ...(videoId ? { video_id: videoId } : {}),
  });
}
