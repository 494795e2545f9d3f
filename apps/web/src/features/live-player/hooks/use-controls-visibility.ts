// SPEC 4 'Player (live)': controls hide 3 s after the last mouse movement or 1 s after the mouse
// leaves, never while locked (rules in lib/controls-visibility.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { hideDelay, type ActivityKind, type HoldState } from '../lib/controls-visibility.ts';

export function useControlsVisibility(hold: HoldState) {
  const [isVisible, setVisible] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { isLocked, isPaused, isMenuOpen } = hold;

  const onActivity = useCallback(
    (activity: ActivityKind) => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
      if (activity === 'move') setVisible(true);
      const delay = hideDelay(activity, { isLocked, isPaused, isMenuOpen });
      if (delay !== null) timer.current = setTimeout(() => setVisible(false), delay);
    },
    [isLocked, isPaused, isMenuOpen],
  );

  // A change of hold (lock, pause, menu) restarts the countdown from "just moved".
  useEffect(() => {
    onActivity('move');
    return () => {
      if (timer.current !== null) clearTimeout(timer.current);
    };
  }, [onActivity]);

  const reveal = useCallback(() => onActivity('move'), [onActivity]);
  const leave = useCallback(() => onActivity('leave'), [onActivity]);
  return { isVisible: isVisible || isLocked || isPaused || isMenuOpen, reveal, leave };
}
