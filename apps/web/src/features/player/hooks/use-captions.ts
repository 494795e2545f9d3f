// WebVTT captions (issue 6) and the stream's own subtitles: the player renders one <track> per
// CaptionTrack of the title, and the engine holds the subtitle renditions of the manifest. This hook
// lists both as one set of choices (a stream rendition in a language the title's files already
// have is left out) and owns which one shows. Captions start as the viewer last left them (issue 18:
// the remembered subtitle language, shown on the next title that has it; 'off' or never chosen: off),
// and every choice is remembered (savePlayerPreferences, on the server when signed in). Only our own <track> elements are
// switched here; stream renditions are shown and hidden through the engine (their cues are lifted
// above the control bar like ours).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CaptionTrack } from '@ott/contract';
import { readPlayerPreferences, savePlayerPreferences } from '@/lib/player-preferences.ts';
import type { StreamTextTrack } from '../engine/types.ts';
import { languageName } from '../lib/language-name.ts';

/** One choice of the Captions menu: a file of the title ('file:<index>') or a stream rendition ('stream:<language>'). */
export interface CaptionChoice {
  readonly id: string;
  readonly language: string;
  readonly label: string;
}

export interface CaptionsControl {
  choices: CaptionChoice[];
  /** The shown choice's id; null while captions are off. */
  selected: string | null;
  select(id: string | null): void;
}

/** The track element's TextTrack for each caption, in order. */
function ownTextTracks(video: HTMLVideoElement): TextTrack[] {
  return Array.from(video.querySelectorAll('track[data-caption]'), (node) => (node as HTMLTrackElement).track).filter(Boolean);
}

/**
 * Cues sit on the bottom line by default, under our control bar; lift those that do not place
 * themselves (`line: auto`) three lines up (negative lines count from the bottom).
 */
export const CUE_LINE_FROM_BOTTOM = -3;

function liftCues(track: TextTrack) {
  for (const cue of Array.from(track.cues ?? [])) {
    const vtt = cue as VTTCue;
    if ('line' in vtt && vtt.line === 'auto') vtt.line = CUE_LINE_FROM_BOTTOM;
  }
}

const baseLanguage = (tag: string) => tag.toLowerCase().split('-')[0] ?? '';

export function captionChoices(tracks: readonly CaptionTrack[], streamTracks: readonly StreamTextTrack[], uiLanguage: string): CaptionChoice[] {
  const fileLanguages = new Set(tracks.map((track) => baseLanguage(track.lang)));
  return [
    ...tracks.map((track, index) => ({ id: `file:${index}`, language: track.lang, label: languageName(track.lang, track.label, uiLanguage) })),
    ...streamTracks
      .filter((track) => !fileLanguages.has(baseLanguage(track.language)))
      .map((track) => ({ id: `stream:${track.language}`, language: track.language, label: languageName(track.language, track.label, uiLanguage) })),
  ];
}

/** The choice in the remembered subtitle language (a file before a stream rendition), if any. */
export function preferredCaptionChoice(choices: readonly CaptionChoice[], subtitleLanguage: string | undefined): CaptionChoice | null {
  if (!subtitleLanguage || subtitleLanguage === 'off') return null;
  const wanted = subtitleLanguage.toLowerCase();
  return (
    choices.find((choice) => choice.language.toLowerCase() === wanted) ??
    choices.find((choice) => baseLanguage(choice.language) === baseLanguage(wanted)) ??
    null
  );
}

/** `showStreamTrack` is the engine's showTextTrack. A choice no longer offered (its stream went) counts as off. */
export function useCaptions(
  video: HTMLVideoElement | null,
  tracks: readonly CaptionTrack[],
  streamTracks: readonly StreamTextTrack[],
  uiLanguage: string,
  showStreamTrack: (language: string | null) => void,
): CaptionsControl {
  const [selected, setSelected] = useState<string | null>(null);
  const choices = useMemo(() => captionChoices(tracks, streamTracks, uiLanguage), [tracks, streamTracks, uiLanguage]);
  const shown = choices.some((choice) => choice.id === selected) ? selected : null;
  // Until the viewer chooses here, the remembered language is applied to what the title offers
  // (its files at once, the stream's renditions once the engine has loaded them).
  const hasViewerChosen = useRef(false);

  useEffect(() => {
    if (!video) return;
    // Ours alone decide which of our tracks shows: Chromium's automatic track selection may still
    // turn on a track after it is added (seen: the English one beside the chosen Telugu one on the
    // next title), so each change is checked against the choice.
    const applyChoice = () =>
      ownTextTracks(video).forEach((track, index) => {
        const mode = shown === `file:${index}` ? 'showing' : 'disabled';
        if (track.mode !== mode) track.mode = mode;
      });
    applyChoice();
    ownTextTracks(video).forEach(liftCues);
    // A track's cues arrive when it first shows: lift them as each file loads.
    const onLoad = (event: Event) => {
      const track = (event.target as HTMLTrackElement).track;
      if (!track) return;
      liftCues(track);
      // A cue already on screen keeps its old place until the track is shown again.
      if (track.mode === 'showing') {
        track.mode = 'hidden';
        track.mode = 'showing';
      }
    };
    // The engine adds a stream rendition's cues ahead of the playhead, onto a track of its own: lift
    // them as they arrive, before they show (a browser does not move a cue already on screen).
    const liftStreamCues = () => Array.from(video.textTracks).forEach(liftCues);
    video.addEventListener('load', onLoad, true);
    video.textTracks.addEventListener('change', applyChoice);
    if (shown?.startsWith('stream:')) video.addEventListener('timeupdate', liftStreamCues);
    return () => {
      video.removeEventListener('load', onLoad, true);
      video.textTracks.removeEventListener('change', applyChoice);
      video.removeEventListener('timeupdate', liftStreamCues);
    };
  }, [video, tracks, shown]);

  const latestShow = useRef(showStreamTrack);
  latestShow.current = showStreamTrack;
  const isStreamShown = useRef(false);
  const show = useCallback((id: string | null) => {
    setSelected(id);
    const language = id?.startsWith('stream:') ? id.slice('stream:'.length) : null;
    // Hiding goes to the engine only after it showed one: the stream's captions start off.
    if (language !== null || isStreamShown.current) latestShow.current(language);
    isStreamShown.current = language !== null;
  }, []);

  useEffect(() => {
    if (hasViewerChosen.current) return;
    const preferred = preferredCaptionChoice(choices, readPlayerPreferences().subtitleLanguage);
    if (preferred && preferred.id !== selected) show(preferred.id);
  }, [choices, selected, show]);

  const latestChoices = useRef(choices);
  latestChoices.current = choices;
  const select = useCallback(
    (id: string | null) => {
      hasViewerChosen.current = true;
      show(id);
      const language = latestChoices.current.find((choice) => choice.id === id)?.language;
      if (id === null) savePlayerPreferences({ subtitleLanguage: 'off' });
      else if (language) savePlayerPreferences({ subtitleLanguage: language });
    },
    [show],
  );

  return { choices, selected: shown, select };
}
