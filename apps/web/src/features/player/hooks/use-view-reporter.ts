// views_count (SPEC 3 'Video'): reports one real view per playback. A playback is one source in
// one mounted player, with its own view_id; the view is sent once the viewer has really watched
// (lib/view-rule.ts), counted by played time so seeking or a paused player never makes a view.
import { useEffect } from 'react';
import { recordView } from '@/api/views/record-view.ts';
import { newViewId, playedStep, viewThresholdSeconds } from '../lib/view-rule.ts';

export function useViewReporter(video: HTMLVideoElement | null, videoId: number | undefined, sourceUrl: string) {
  useEffect(() => {
    if (!video || videoId === undefined) return;
    const viewId = newViewId();
    let played = 0;
    let last: number | null = null;
    let isSent = false;

    const onTimeUpdate = () => {
      const now = video.currentTime;
      if (last !== null && !video.paused && !video.seeking) played += playedStep(last, now);
      last = now;
      if (isSent || played < viewThresholdSeconds(video.duration)) return;
      isSent = true;
      // Counting is best effort: a lost post costs one view, never playback.
      recordView(videoId, viewId).catch(() => undefined);
    };
    // A seek starts a new stretch: the jump itself is not watching.
    const onSeeking = () => (last = null);
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('seeking', onSeeking);
    return () => {
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('seeking', onSeeking);
    };
  }, [video, videoId, sourceUrl]);
}
