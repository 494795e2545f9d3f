import { useEffect } from 'react';

/** Hides page scroll while a full-screen layer is up and restores the previous value after. */
export function useScrollLock(isLocked: boolean) {
  useEffect(() => {
    if (!isLocked) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [isLocked]);
}
