import { useEffect, useRef } from 'react';

/**
 * Scrolls the window to `position` once, when `ready` (the restored content has rendered). It
 * runs after the shell's scroll-to-top of the same navigation (a layout effect), so it wins.
 */
export function useRestoreScroll(position: number, ready: boolean) {
  const done = useRef(position <= 0);
  useEffect(() => {
    if (done.current || !ready) return;
    // Marked done inside the frame: a cancelled frame (StrictMode's effect re-run) tries again.
    const frame = window.requestAnimationFrame(() => {
      done.current = true;
      window.scrollTo({ top: position, left: 0, behavior: 'instant' });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [position, ready]);
}
