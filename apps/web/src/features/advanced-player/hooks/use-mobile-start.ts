// Phones (SPEC 4 'Advanced player'): start muted, unmute on the viewer's first play or interaction,
// and go to landscape full screen when playback first starts (browsers may refuse; that is fine).
import { useCallback, useEffect, useRef, useState } from 'react';
import { isMobileViewport } from '@/features/player/index.ts';

export function useMobileStart(video: HTMLVideoElement | null, enterFullscreen: () => void) {
  const [isMobile] = useState(isMobileViewport);
  const [isMutedForStart, setMutedForStart] = useState(false);
  const hasStarted = useRef(false);
  const enter = useRef(enterFullscreen);
  enter.current = enterFullscreen;

  useEffect(() => {
    if (!video || !isMobile) return;
    video.muted = true;
    setMutedForStart(true);
    const onPlaying = () => {
      if (hasStarted.current) return;
      hasStarted.current = true;
      enter.current();
    };
    video.addEventListener('playing', onPlaying);
    return () => video.removeEventListener('playing', onPlaying);
  }, [video, isMobile]);

  /** Call on the viewer's first tap, key or play: the muted start ends there. */
  const onInteraction = useCallback(() => {
    if (!video || !isMutedForStart) return;
    setMutedForStart(false);
    video.muted = false;
  }, [video, isMutedForStart]);

  return { isMobile, isMutedForStart, onInteraction };
}
