import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * SPEC 2.12: while playing, controls hide `hideAfterMs` after the last activity; while paused they
 * stay visible. `reveal` is called on pointer movement, taps and key presses.
 */
export function useAutoHideControls(isPlaying: boolean, hideAfterMs: number, isHoldingOpen = false) {
  const [isVisible, setVisible] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  const reveal = useCallback(() => {
    clear();
    setVisible(true);
    if (isPlaying && !isHoldingOpen) timer.current = setTimeout(() => setVisible(false), hideAfterMs);
  }, [isPlaying, isHoldingOpen, hideAfterMs]);

  // Playing starts the countdown; pausing (or an open menu) shows the controls for good.
  useEffect(() => {
    reveal();
    return clear;
  }, [reveal]);

  return { isVisible: isVisible || !isPlaying, reveal };
}
