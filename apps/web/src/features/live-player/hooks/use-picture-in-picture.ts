// Picture-in-picture for a direct stream (SPEC 2.22); hidden where the browser has none.
import { useCallback, useEffect, useState } from 'react';

export function usePictureInPicture(video: HTMLVideoElement | null) {
  const isSupported = typeof document !== 'undefined' && document.pictureInPictureEnabled === true;
  const [isActive, setActive] = useState(false);
  useEffect(() => {
    if (!video) return;
    const on = () => setActive(true);
    const off = () => setActive(false);
    video.addEventListener('enterpictureinpicture', on);
    video.addEventListener('leavepictureinpicture', off);
    return () => {
      video.removeEventListener('enterpictureinpicture', on);
      video.removeEventListener('leavepictureinpicture', off);
      if (document.pictureInPictureElement === video) void document.exitPictureInPicture().catch(() => undefined);
    };
  }, [video]);
  const toggle = useCallback(() => {
    if (!video || !isSupported) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
    else void video.requestPictureInPicture().catch(() => undefined);
  }, [video, isSupported]);
  return { isSupported, isActive, toggle };
}
