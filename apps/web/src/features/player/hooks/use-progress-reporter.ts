// Continue watching (issue 4): tells the caller where the viewer is, so the title can resume there.
// A checkpoint every 10 s while playing; one on pause and after a seek (at most one per 2 s, the
// last one always delivered); one at once when the player closes, the tab is hidden or the page goes
// away. Nothing is reported before playback has really started, so an early close can never
// overwrite a saved position with 0. The callback is fire-and-forget: playback never waits for it.
import { useEffect, useRef } from 'react';

export const PROGRESS_INTERVAL_MS = 10_000;
export const PROGRESS_MIN_GAP_MS = 2000;

export interface PlaybackProgress {
  /** Whole seconds. */
  position: number;
  duration: number;
  /** A periodic checkpoint while playing, as opposed to one that ends a stretch of watching. */
  isPeriodic: boolean;
}

export type ProgressListener = (progress: PlaybackProgress) => void;

export function useProgressReporter(video: HTMLVideoElement | null, onProgress: ProgressListener | undefined) {
  const latest = useRef(onProgress);
  latest.current = onProgress;
  const isEnabled = onProgress !== undefined;

  useEffect(() => {
    if (!video || !isEnabled) return;
    let hasPlayed = false;
    let position = 0;
    let duration = 0;
    let lastSentPosition: number | null = null;
    let lastSentAt = -Infinity;
    let interval: ReturnType<typeof setInterval> | undefined;
    let trailing: ReturnType<typeof setTimeout> | undefined;

    const sample = () => {
      if (!hasPlayed) return;
      position = video.currentTime;
      // Live streams (infinite duration) have nothing to resume.
      duration = Number.isFinite(video.duration) ? video.duration : 0;
    };
    const send = (isPeriodic: boolean) => {
      if (!hasPlayed || !(duration > 0)) return;
      const at = Math.floor(position);
      if (at === lastSentPosition) return;
      lastSentPosition = at;
      lastSentAt = Date.now();
      try {
        latest.current?.({ position: at, duration: Math.floor(duration), isPeriodic });
      } catch {
        // Reporting must never disturb playback.
      }
    };
    const throttled = () => {
      const wait = lastSentAt + PROGRESS_MIN_GAP_MS - Date.now();
      if (wait <= 0) return send(false);
      trailing ??= setTimeout(() => {
        trailing = undefined;
        send(false);
      }, wait);
    };
    const flush = () => {
      clearTimeout(trailing);
      trailing = undefined;
      sample();
      send(false);
    };
    const stopInterval = () => {
      clearInterval(interval);
      interval = undefined;
    };

    const onPlaying = () => {
      hasPlayed = true;
      sample();
      interval ??= setInterval(() => {
        sample();
        send(true);
      }, PROGRESS_INTERVAL_MS);
    };
    const onPause = () => {
      stopInterval();
      sample();
      throttled();
    };
    const onSeeked = () => {
      sample();
      throttled();
    };
    const onEnded = () => {
      stopInterval();
      flush();
    };
    // The engine unloading the element resets it to 0: that is not where the viewer stopped.
    const onEmptied = () => {
      if (hasPlayed) flush();
      hasPlayed = false;
      stopInterval();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const mediaListeners: [string, () => void][] = [
      ['playing', onPlaying],
      ['timeupdate', sample],
      ['pause', onPause],
      ['seeked', onSeeked],
      ['ended', onEnded],
      ['emptied', onEmptied],
    ];
    for (const [name, listener] of mediaListeners) video.addEventListener(name, listener);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      for (const [name, listener] of mediaListeners) video.removeEventListener(name, listener);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      stopInterval();
      clearTimeout(trailing);
      // Closing the player: this runs before the engine unloads the element, so a still-loaded
      // element gives the exact position; otherwise the last one seen (timeupdate, ~4 per second).
      if (video.readyState > 0) sample();
      send(false);
    };
  }, [video, isEnabled]);
}
