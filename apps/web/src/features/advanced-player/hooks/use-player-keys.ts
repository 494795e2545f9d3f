// Keys while the advanced player is open: space or k play/pause, left/right skip 10 s, m mute,
// f full screen, Escape closes the menu or the player. Range inputs keep their own arrows.
import { useEffect, useRef } from 'react';

export interface PlayerKeyActions {
  togglePlay(): void;
  skip(deltaSeconds: number): void;
  toggleMute(): void;
  toggleFullscreen(): void;
  escape(): void;
  /** Any handled key shows the controls. */
  activity(): void;
}

export function usePlayerKeys(skipSeconds: number, actions: PlayerKeyActions) {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      const tag = target?.tagName ?? '';
      const a = latest.current;
      if (event.key === 'Escape') {
        if (document.fullscreenElement) return;
        a.escape();
      } else if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') {
        return;
      } else if ((event.key === ' ' && tag !== 'BUTTON' && tag !== 'A') || event.key === 'k' || event.key === 'K') {
        a.togglePlay();
      } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        a.skip(event.key === 'ArrowLeft' ? -skipSeconds : skipSeconds);
      } else if (event.key === 'm' || event.key === 'M') {
        a.toggleMute();
      } else if (event.key === 'f' || event.key === 'F') {
        a.toggleFullscreen();
      } else {
        return;
      }
      event.preventDefault();
      a.activity();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [skipSeconds]);
}
