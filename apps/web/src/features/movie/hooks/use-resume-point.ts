// Continue watching on the details page: where a signed-in viewer stopped, if worth resuming.
import { PROGRESS_MIN_RESUME_SECONDS } from '@ott/contract';
import { useVideoProgress } from '@/api/progress/get-video-progress.ts';

/** Seconds to resume from, or null (visitor, never started, finished, or only a few seconds in). */
export function useResumePoint(videoId: number): number | null {
  const progress = useVideoProgress(videoId).data?.progress;
  if (!progress || progress.completed || progress.position < PROGRESS_MIN_RESUME_SECONDS) return null;
  return progress.position;
}
