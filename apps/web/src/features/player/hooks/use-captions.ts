// WebVTT captions (issue 6): the player renders one <track> per CaptionTrack; this hook owns which
// one shows. Captions start off; turning them on picks the app language's track when there is one,
// else the first. Only our own <track> elements are touched (the engine may add text tracks of its
// own for in-stream subtitles).
import { useCallback, useEffect, useState } from 'react';
import type { CaptionTrack } from '@ott/contract';

export interface CaptionsControl {
  hasCaptions: boolean;
  isOn: boolean;
  toggle(): void;
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

export function preferredCaptionIndex(tracks: readonly CaptionTrack[], language: string): number {
  const base = language.split('-')[0]?.toLowerCase();
  const index = tracks.findIndex((track) => track.lang.toLowerCase() === base);
  return index >= 0 ? index : 0;
}

export function useCaptions(video: HTMLVideoElement | null, tracks: readonly CaptionTrack[], language: string): CaptionsControl {
  const [isOn, setOn] = useState(false);
  const hasCaptions = tracks.length > 0;

  useEffect(() => {
    if (!video) return;
    const chosen = preferredCaptionIndex(tracks, language);
    ownTextTracks(video).forEach((track, index) => {
      track.mode = isOn && index === chosen ? 'showing' : 'disabled';
      liftCues(track);
    });
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
    video.addEventListener('load', onLoad, true);
    return () => video.removeEventListener('load', onLoad, true);
  }, [video, tracks, language, isOn]);

  const toggle = useCallback(() => setOn((on) => !on), []);
  return { hasCaptions, isOn: hasCaptions && isOn, toggle };
}
