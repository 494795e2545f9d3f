// Captions of a direct live stream (SPEC 2.22 'captions toggle', issue 12): the stream's own text
// tracks (an HLS master's WebVTT SUBTITLES renditions) shown through the engine, in the app's
// language when the stream has it, else its first. A stream without any has nothing to toggle: the
// button says so and `c` does nothing.
import { useCallback, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaybackEngine, StreamTextTrack } from '@/features/player/index.ts';

export function preferredLanguage(tracks: readonly StreamTextTrack[], appLanguage: string): string | null {
  const base = appLanguage.split('-')[0]?.toLowerCase();
  return (tracks.find((track) => track.language.toLowerCase().split('-')[0] === base) ?? tracks[0])?.language ?? null;
}

export function useStreamCaptions(engine: RefObject<PlaybackEngine | null>, tracks: readonly StreamTextTrack[]) {
  const { i18n } = useTranslation();
  const [isOn, setOn] = useState(false);
  // Read by a key pressed again before React re-renders.
  const shown = useRef(false);
  const hasCaptions = tracks.length > 0;
  const toggle = useCallback(() => {
    if (!hasCaptions) return;
    shown.current = !shown.current;
    engine.current?.showTextTrack?.(shown.current ? preferredLanguage(tracks, i18n.language) : null);
    setOn(shown.current);
  }, [engine, hasCaptions, tracks, i18n.language]);
  return { hasCaptions, isOn: hasCaptions && isOn, toggle };
}
