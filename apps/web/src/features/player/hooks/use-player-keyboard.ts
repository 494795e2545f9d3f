import { useEffect, type RefObject } from 'react';
import { SEEK_STEP_SECONDS, VOLUME_STEP, seekBy, setVolume, toggleMute, togglePlay } from '../lib/media-actions.ts';

interface KeyboardOptions {
  container: RefObject<HTMLElement | null>;
  video: HTMLVideoElement | null;
  onToggleFullscreen(): void;
  /** Any handled key counts as activity and shows the controls. */
  onActivity(): void;
  onEscape?(): void;
}

const TYPING_TARGETS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * SPEC 2.22 keys: space or k play/pause, f fullscreen, m mute, left/right seek 10 s, up/down
 * volume by 5. Listens on the document while the player is mounted, so the keys work without
 * first clicking the video; range inputs keep their own arrow keys.
 */
export function usePlayerKeyboard({ container, video, onToggleFullscreen, onActivity, onEscape }: KeyboardOptions) {
  useEffect(() => {
    if (!video) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && TYPING_TARGETS.has(target.tagName) && event.key !== 'Escape') return;
      if (target && container.current && !container.current.contains(target) && target !== document.body) return;
      const isButton = target?.tagName === 'BUTTON';
      switch (event.key) {
        case ' ':
          if (isButton) return; // Space activates the focused button instead.
          togglePlay(video);
          break;
        case 'k':
        case 'K':
          togglePlay(video);
          break;
        case 'f':
        case 'F':
          onToggleFullscreen();
          break;
        case 'm':
        case 'M':
          toggleMute(video);
          break;
        case 'ArrowLeft':
          seekBy(video, -SEEK_STEP_SECONDS);
          break;
        case 'ArrowRight':
          seekBy(video, SEEK_STEP_SECONDS);
          break;
        case 'ArrowUp':
          setVolume(video, video.volume + VOLUME_STEP);
          break;
        case 'ArrowDown':
          setVolume(video, video.volume - VOLUME_STEP);
          break;
        case 'Escape':
          if (document.fullscreenElement) return;
          if (!onEscape) return;
          onEscape();
          break;
        default:
          return;
      }
      event.preventDefault();
      onActivity();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [container, video, onToggleFullscreen, onActivity, onEscape]);
}
