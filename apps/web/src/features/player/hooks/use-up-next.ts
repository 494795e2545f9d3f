// Next-episode autoplay (issue 18.4): from the credits marker (else the last ~10 s) the player offers
// the next episode with a countdown; at 0 it asks for it. The countdown runs while the episode plays
// or has ended, stops while the viewer pauses, and goes away if they seek back before the credits
// or press Cancel. With autoplay switched off the offer stays, without a countdown.
import { useCallback, useEffect, useState } from 'react';
import type { SkipMarker } from '@ott/contract';
import type { MediaState } from './use-media-state.ts';

export const UP_NEXT_COUNTDOWN_SECONDS = 10;
/** Without a credits marker the offer comes this long before the end. */
export const UP_NEXT_TAIL_SECONDS = 10;

/** Where the offer starts: the credits marker, else the last seconds; null while the length is unknown. */
export function upNextStart(markers: readonly SkipMarker[], duration: number): number | null {
  const credits = markers.find((m) => m.kind === 'credits');
  if (credits) return credits.start;
  return duration > 0 ? Math.max(0, duration - UP_NEXT_TAIL_SECONDS) : null;
}

export interface UpNextState {
  isOffered: boolean;
  /** Seconds left, or null when autoplay is off (no countdown). */
  secondsLeft: number | null;
  cancel(): void;
}

export function useUpNext(
  media: Pick<MediaState, 'currentTime' | 'duration' | 'isPaused' | 'hasEnded'>,
  markers: readonly SkipMarker[],
  { isEnabled, isAutoplay, onElapsed }: { isEnabled: boolean; isAutoplay: boolean; onElapsed: () => void },
): UpNextState {
  const start = upNextStart(markers, media.duration);
  const isInCredits = isEnabled && start !== null && (media.currentTime >= start || media.hasEnded);
  const [isCancelled, setCancelled] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(UP_NEXT_COUNTDOWN_SECONDS);
  const isOffered = isInCredits && !isCancelled;
  const isCounting = isOffered && isAutoplay && (!media.isPaused || media.hasEnded);

  useEffect(() => {
    // Seeking back before the credits starts the countdown afresh next time.
    if (!isInCredits) setSecondsLeft(UP_NEXT_COUNTDOWN_SECONDS);
  }, [isInCredits]);

  useEffect(() => {
    if (!isCounting) return;
    const timer = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [isCounting]);

  useEffect(() => {
    if (isCounting && secondsLeft === 0) onElapsed();
  }, [isCounting, secondsLeft, onElapsed]);

  const cancel = useCallback(() => setCancelled(true), []);
  return { isOffered, secondsLeft: isAutoplay ? secondsLeft : null, cancel };
}
