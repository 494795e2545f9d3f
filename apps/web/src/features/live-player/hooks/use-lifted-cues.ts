// Cues the engine shows on the <video> sit on its bottom line, under the Live TV player's control
// bar (the element fills the screen); lift those that do not place themselves, as the movie player
// does with its own tracks. Done as cues arrive (the engine adds them ahead of the playhead), so a
// cue is placed before it shows: a browser does not move a cue already on screen.
import { useEffect } from 'react';
import { CUE_LINE_FROM_BOTTOM } from '@/features/player/index.ts';

function liftAll(video: HTMLVideoElement) {
  for (const track of Array.from(video.textTracks)) {
    for (const cue of Array.from(track.cues ?? [])) {
      const vtt = cue as VTTCue;
      if ('line' in vtt && vtt.line === 'auto') vtt.line = CUE_LINE_FROM_BOTTOM;
    }
  }
}

export function useLiftedCues(video: HTMLVideoElement | null) {
  useEffect(() => {
    if (!video) return;
    const lift = () => liftAll(video);
    video.addEventListener('timeupdate', lift);
    return () => video.removeEventListener('timeupdate', lift);
  }, [video]);
}
