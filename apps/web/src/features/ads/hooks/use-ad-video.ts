// Plays one pre-roll ad in a <video> through the player feature's engine and reports what the
// queue needs: progress, end, failure, and the moment it actually starts playing.
import { useEffect, useRef } from 'react';
import type { Advertisement } from '@ott/contract';
import { usePlaybackEngine } from '@/features/player/index.ts';

/** An ad that has not started playing by then is treated as failed, so the feature is never held up. */
export const AD_START_TIMEOUT_MS = 8_000;

export interface AdVideoHandlers {
  onProgress(currentTime: number): void;
  onEnded(): void;
  onFailed(): void;
  /** First 'playing' of this ad (impressions count from here). */
  onStarted(): void;
}

export function useAdVideo(video: HTMLVideoElement | null, ad: Advertisement, handlers: AdVideoHandlers) {
  const latest = useRef(handlers);
  latest.current = handlers;
  const engine = usePlaybackEngine(video, {
    source: ad.video_file ? { url: ad.video_file } : null,
    autoplay: true,
    onFatalError: () => latest.current.onFailed(),
  });

  useEffect(() => {
    if (!video) return;
    let hasStarted = false;
    const timeout = window.setTimeout(() => !hasStarted && latest.current.onFailed(), AD_START_TIMEOUT_MS);
    const onPlaying = () => {
      if (hasStarted) return;
      hasStarted = true;
      window.clearTimeout(timeout);
      latest.current.onStarted();
    };
    const onTime = () => latest.current.onProgress(video.currentTime);
    const onEnded = () => latest.current.onEnded();
    video.addEventListener('playing', onPlaying);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('ended', onEnded);
    return () => {
      window.clearTimeout(timeout);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('ended', onEnded);
    };
  }, [video]);

  return engine;
}
