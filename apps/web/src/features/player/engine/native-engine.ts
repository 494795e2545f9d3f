// Fallback for browsers without Media Source Extensions: the <video> element plays progressive
// MP4, and native HLS where the browser has it (Safari on iOS). No quality menu there.
import { guessStreamKind } from './stream-kind.ts';
import type { CreateEngine, PlaybackEngine } from './types.ts';

export const createNativeEngine: CreateEngine = async (video, listeners) => {
  const onError = () => listeners.onFatalError(video.error);
  video.addEventListener('error', onError);
  const engine: PlaybackEngine = {
    async load(source) {
      // Without Media Source Extensions a DASH manifest is unplayable; its HLS twin may not be.
      const isDash = guessStreamKind(source.url) === 'dash';
      video.src = isDash && source.fallbackUrl ? source.fallbackUrl : source.url;
      const { startTime } = source;
      if (startTime) video.addEventListener('loadedmetadata', () => (video.currentTime = startTime), { once: true });
      video.load();
    },
    getQualities: () => [],
    isAutoQuality: () => true,
    setQuality: () => undefined,
    async destroy() {
      video.removeEventListener('error', onError);
      video.removeAttribute('src');
      video.load();
    },
  };
  return engine;
};
