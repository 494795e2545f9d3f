// Captions of a direct live stream (SPEC 2.22 'captions toggle', issue 12): the stream's own text
// tracks (an HLS master's WebVTT SUBTITLES renditions) shown through the engine. The language is the
// viewer's remembered subtitle language when the stream has it (issue 18), else the app's, else the
// stream's first. A stream without any has nothing to toggle: the button says so and `c` does nothing.
// Captions start as the viewer last left them: on when the remembered language is on this stream,
// off after 'off' or never choosing; every toggle is remembered (on the server when signed in).
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaybackEngine, StreamTextTrack } from '@/features/player/index.ts';
import { readPlayerPreferences, savePlayerPreferences } from '@/lib/player-preferences.ts';

const base = (tag: string) => tag.toLowerCase().split('-')[0];

/** The track in `remembered` if the stream has it, else in the app's language, else the first. */
export function preferredLanguage(tracks: readonly StreamTextTrack[], appLanguage: string, remembered?: string): string | null {
  const inLanguage = (language: string | undefined) => (language ? tracks.find((track) => base(track.language) === base(language)) : undefined);
  const wanted = remembered && remembered !== 'off' ? inLanguage(remembered) : undefined;
  return (wanted ?? inLanguage(appLanguage) ?? tracks[0])?.language ?? null;
}

export function useStreamCaptions(engine: RefObject<PlaybackEngine | null>, tracks: readonly StreamTextTrack[]) {
  const { i18n } = useTranslation();
  const [isOn, setOn] = useState(false);
  // Read by a key pressed again before React re-renders.
  const shown = useRef(false);
  const hasCaptions = tracks.length > 0;
  const hasApplied = useRef(false);

  // The remembered choice, once the stream's tracks are known (only before the viewer toggles).
  useEffect(() => {
    if (hasApplied.current || !hasCaptions) return;
    hasApplied.current = true;
    const remembered = readPlayerPreferences().subtitleLanguage;
    if (!remembered || remembered === 'off' || !tracks.some((track) => base(track.language) === base(remembered))) return;
    shown.current = true;
    engine.current?.showTextTrack?.(preferredLanguage(tracks, i18n.language, remembered));
    setOn(true);
  }, [engine, hasCaptions, tracks, i18n.language]);

  const toggle = useCallback(() => {
    if (!hasCaptions) return;
    hasApplied.current = true;
    shown.current = !shown.current;
    const language = shown.current ? preferredLanguage(tracks, i18n.language, readPlayerPreferences().subtitleLanguage) : null;
    engine.current?.showTextTrack?.(language);
    savePlayerPreferences({ subtitleLanguage: language ?? 'off' });
    setOn(shown.current);
  }, [engine, hasCaptions, tracks, i18n.language]);
  return { hasCaptions, isOn: hasCaptions && isOn, toggle };
}
