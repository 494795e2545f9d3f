// POST /api/watch-progress/ {video_id, position, duration} (issue 4 continue watching). Sent with
// keepalive so a save started as the page goes away still arrives; failures are dropped quietly,
// a lost checkpoint only costs a few seconds of resume position.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SaveProgressBody, SaveProgressResponse, VideoProgressResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { progressKeys } from './query-keys.ts';

export function saveProgress(body: SaveProgressBody): Promise<SaveProgressResponse> {
  return api.post<SaveProgressResponse>(API.watchProgress, body, { keepalive: true });
}

export interface ProgressSample {
  position: number;
  duration: number;
}

/**
 * A stable callback saving one title's position. The saved row answers the title's own progress
 * query at once (no refetch while playing; the Resume label is right when the player closes), and
 * the Continue Watching lists load afresh when next shown.
 */
export function useSaveProgress(videoId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (sample: ProgressSample) => {
      const body = { video_id: videoId, position: Math.floor(sample.position), duration: Math.floor(sample.duration) };
      saveProgress(body).then(
        (saved) => {
          queryClient.setQueryData<VideoProgressResponse>(progressKeys.video(videoId), { status: 'success', progress: saved.progress });
          void queryClient.invalidateQueries({ queryKey: progressKeys.continueWatching(), refetchType: 'none' });
        },
        () => undefined,
      );
    },
    [queryClient, videoId],
  );
}
