// Banner rotation (SPEC 9: every 10 s): advances while not paused; choosing a slide restarts the
// wait. Paused while the pointer is over the banner or focus is inside it, or by the viewer.
import { useEffect, useState, type FocusEvent } from 'react';

export const BANNER_ROTATION_MS = 10_000;

export function useRotation(count: number) {
  const [index, setIndex] = useState(0);
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const [isStopped, setStopped] = useState(false);
  const isPaused = isHovered || isFocused || isStopped;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (isPaused || count < 2) return;
    const timer = window.setTimeout(() => setIndex((current + 1) % count), BANNER_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [current, count, isPaused]);

  return {
    index: current,
    isStopped,
    show: setIndex,
    toggleStopped: () => setStopped((value) => !value),
    /** Spread on the banner's root element. */
    pauseHandlers: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
