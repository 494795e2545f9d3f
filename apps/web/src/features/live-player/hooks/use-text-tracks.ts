// Captions toggle for a direct stream: every text track of the element shows or hides together,
// including tracks the engine adds later (SPEC 2.22 'captions toggle').
import { useCallback, useEffect, useState } from 'react';

export function useTextTracks(video: HTMLVideoElement | null) {
  const [isOn, setOn] = useState(false);
  useEffect(() => {
    if (!video) return;
    const apply = () => {
      for (const track of Array.from(video.textTracks)) {
        if (track.kind === 'subtitles' || track.kind === 'captions') track.mode = isOn ? 'showing' : 'hidden';
      }
    };
    apply();
    video.textTracks.addEventListener?.('addtrack', apply);
    return () => video.textTracks.removeEventListener?.('addtrack', apply);
  }, [video, isOn]);
  const toggle = useCallback(() => setOn((on) => !on), []);
  return { isOn, toggle };
}
