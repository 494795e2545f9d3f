import { useCallback, useEffect, useRef } from 'react';

/**
 * Opening and closing the player overlay are history entries (useOverlayHistory), and the shell
 * scrolls to the top on every navigation (SPEC 2.1). `remember` before opening; the page (the
 * movie details, a regional grid) returns to that position once the player closes.
 */
export function useKeepScrollAcrossOverlay(isOverlayOpen: boolean) {
  const saved = useRef<number | null>(null);
  const remember = useCallback(() => {
    saved.current = window.scrollY;
  }, []);
  useEffect(() => {
    if (isOverlayOpen || saved.current === null) return;
    const top = saved.current;
    saved.current = null;
    // After the shell's scroll-to-top has run for this navigation.
    const frame = requestAnimationFrame(() => window.scrollTo({ top, behavior: 'instant' }));
    return () => cancelAnimationFrame(frame);
  }, [isOverlayOpen]);
  return remember;
}
