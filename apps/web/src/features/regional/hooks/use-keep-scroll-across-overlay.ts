import { useCallback, useEffect, useRef } from 'react';

/**
 * Opening and closing the player overlay are history entries, and the shell scrolls to the top on
 * every navigation (SPEC 2.1). `remember` before opening; the grid returns to that position once
 * the player closes. (Same rule as the movie page's hook; features do not share internals.)
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
    const frame = requestAnimationFrame(() => window.scrollTo({ top, behavior: 'instant' }));
    return () => cancelAnimationFrame(frame);
  }, [isOverlayOpen]);
  return remember;
}
