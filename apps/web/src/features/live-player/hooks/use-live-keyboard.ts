// SPEC 2.22 keys while the Live TV player is open (mapping in lib/keymap.ts). Listens on the
// document so the keys work wherever focus is inside the page; an embedded player's iframe keeps
// the keys typed into it.
import { useEffect, useRef, type RefObject } from 'react';
import { actionForKey, keyTargetOf, type LiveKeyAction } from '../lib/keymap.ts';

export interface LiveKeyboardState {
  isDirect: boolean;
  isQualityMenuOpen: boolean;
}

export function useLiveKeyboard(dialog: RefObject<HTMLElement | null>, state: LiveKeyboardState, onAction: (action: LiveKeyAction) => void) {
  const latest = useRef({ state, onAction });
  latest.current = { state, onAction };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = actionForKey(event.key, {
        ...latest.current.state,
        // Read from the document at key time, not from React state: an Escape pressed just after
        // fullscreen ended, before the re-render, must close the player rather than exit again.
        isFullscreen: Boolean(document.fullscreenElement),
        // The overlay is modal: a control behind it (say the LIVE button) never takes the key.
        target: dialog.current?.contains(event.target as Node) ? keyTargetOf(event.target) : 'other',
        hasModifier: event.ctrlKey || event.metaKey || event.altKey,
      });
      if (!action) return;
      event.preventDefault();
      latest.current.onAction(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dialog]);
}
