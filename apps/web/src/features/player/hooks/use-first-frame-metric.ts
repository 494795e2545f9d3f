import { useEffect } from 'react';
import { recordFirstFrame, takePlaybackRequestedAt } from '../lib/first-frame.ts';

type FrameCallbackVideo = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: (now: DOMHighResTimeStamp) => void) => number;
};

/**
 * Times click → first painted frame for the source shown in `video`. Without a click mark (a
 * direct visit to /player) the clock starts when the player mounts.
 */
export function useFirstFrameMetric(video: HTMLVideoElement | null, sourceUrl: string | undefined) {
  useEffect(() => {
    if (!video || !sourceUrl) return;
    const startedAt = takePlaybackRequestedAt(performance.now());
    const element = video as FrameCallbackVideo;
    const onPlaying = () => {
      if (element.requestVideoFrameCallback) {
        // Fires when the compositor presents the frame: the moment the viewer actually sees it.
        element.requestVideoFrameCallback((now) => recordFirstFrame(video, startedAt, now, sourceUrl));
      } else {
        recordFirstFrame(video, startedAt, performance.now(), sourceUrl);
      }
    };
    video.addEventListener('playing', onPlaying, { once: true });
    return () => video.removeEventListener('playing', onPlaying);
  }, [video, sourceUrl]);
}
