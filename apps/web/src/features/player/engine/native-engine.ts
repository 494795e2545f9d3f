// Fallback for browsers without Media Source Extensions: the <video> element plays progressive
// MP4, and native HLS where the browser has it (Safari on iOS). No quality menu there.
import type { CreateEngine, PlaybackEngine } from './types.ts';

export const createNativeEngine: CreateEngine = async (video, listeners) => {
  const onError = () => listeners.onFatalError(video.error);
  video.addEventListener('error', onError);
  const engine: PlaybackEngine = {
    async load(source) {
      video.src = source.url;
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
