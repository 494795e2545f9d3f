// GET /api/watch-progress/{videoId}/: where the viewer stopped, for the Resume button (null when
// never started or finished).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VideoProgressResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.ts';
import { progressKeys } from './query-keys.ts';

export function getVideoProgress(videoId: number | string, signal?: AbortSignal): Promise<VideoProgressResponse> {
  return api.get<VideoProgressResponse>(API.videoProgress(videoId), { signal });
}

export const videoProgressQueryOptions = (videoId: number | string) =>
  queryOptions({
    queryKey: progressKeys.video(videoId),
    queryFn: ({ signal }) => getVideoProgress(videoId, signal),
    // Without an answer the page simply offers Full Video.
    retry: false,
  });

export function useVideoProgress(videoId: number | string) {
  const isSignedIn = useSession((s) => s.isAuthenticated && !!s.token);
  return useQuery({ ...videoProgressQueryOptions(videoId), enabled: isSignedIn });
}
