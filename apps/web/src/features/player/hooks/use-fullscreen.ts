import { useCallback, useEffect, useState, type RefObject } from 'react';
import { isMobileViewport } from '../lib/is-mobile.ts';

type LockableOrientation = ScreenOrientation & { lock?: (orientation: 'landscape') => Promise<void> };

async function lockLandscape() {
  if (!isMobileViewport()) return;
  await (screen.orientation as LockableOrientation | undefined)?.lock?.('landscape').catch(() => undefined);
}

/** Fullscreen on the player's container, so the custom controls come along. */
export function useFullscreen(container: RefObject<HTMLElement | null>) {
  const [isFullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === container.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [container]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
      return;
    }
    void container.current
      ?.requestFullscreen?.()
      // SPEC 9: full screen turns phones to landscape; browsers without the lock simply refuse.
      .then(() => lockLandscape())
      .catch(() => undefined);
  }, [container]);
  return { isFullscreen, toggle };
}
