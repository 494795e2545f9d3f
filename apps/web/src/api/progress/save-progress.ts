// POST /api/watch-progress/ {video_id, position, duration} (issue 4 continue watching). Sent with
// keepalive so a save started as the page goes away still arrives; failures are dropped quietly,
// a lost checkpoint only costs a few seconds of resume position.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SaveProgressBody } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { progressKeys } from './query-keys.ts';

export function saveProgress(body: SaveProgressBody): Promise<unknown> {
  return api.post(API.watchProgress, body, { keepalive: true });
}

export interface ProgressSample {
  position: number;
  duration: number;
  /** Periodic checkpoints while playing; anything else (pause, seek, close) ends a stretch of watching. */
  isPeriodic?: boolean;
}

/** A stable callback saving one title's position; Resume and Continue Watching refresh after it. */
export function useSaveProgress(videoId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (sample: ProgressSample) => {
      const body = { video_id: videoId, position: Math.floor(sample.position), duration: Math.floor(sample.duration) };
      saveProgress(body).then(
        // Periodic saves only mark the lists stale; the Resume label refreshes once watching stops.
        () => void queryClient.invalidateQueries({ queryKey: progressKeys.all, refetchType: sample.isPeriodic ? 'none' : 'active' }),
        () => undefined,
      );
    },
    [queryClient, videoId],
  );
}
