// One mute for every hero slide (SPEC 4 'Hero carousel'): starts muted, and the viewer's choice is
// kept in localStorage `videoMuted` (SPEC 3 'Local storage keys').
import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '@ott/contract';

function readMuted(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.videoMuted) !== 'false';
  } catch {
    return true;
  }
}

function saveMuted(muted: boolean) {
  try {
    localStorage.setItem(STORAGE_KEYS.videoMuted, String(muted));
  } catch {
    // Storage full or blocked: the choice lasts for this page only.
  }
}

export function useHeroMute() {
  const [muted, setMutedState] = useState(readMuted);
  const setMuted = useCallback((value: boolean) => {
    setMutedState(value);
    saveMuted(value);
  }, []);
  return { muted, setMuted, toggleMute: () => setMuted(!muted) };
}
