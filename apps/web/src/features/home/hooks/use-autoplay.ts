import { useEffect, useRef, useState } from 'react';

/**
 * Advances a carousel every `intervalMs` (standing in for "video end" until the hero plays promo
 * videos), paused while hovered or focused, while the tab is hidden, and for reduced motion.
 */
export function useAutoplay(advance: (() => void) | undefined, intervalMs: number, restartKey: unknown) {
  const [paused, setPaused] = useState(false);
  const advanceRef = useRef(advance);
  advanceRef.current = advance;

  useEffect(() => {
    if (paused || !advanceRef.current) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setTimeout(() => {
      if (document.visibilityState === 'visible') advanceRef.current?.();
    }, intervalMs);
    return () => window.clearTimeout(timer);
  }, [paused, intervalMs, restartKey, advance]);

  return {
    pauseProps: {
      onMouseEnter: () => setPaused(true),
      onMouseLeave: () => setPaused(false),
      onFocus: () => setPaused(true),
      onBlur: () => setPaused(false),
    },
  };
}
