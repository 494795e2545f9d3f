// Fallback for browsers without Media Source Extensions: the <video> element plays progressive
// MP4, and native HLS where the browser has it (Safari on iOS). No quality menu there.
import { guessStreamKind } from './stream-kind.ts';
import type { CreateEngine, PlaybackEngine, StreamTextTrack } from './types.ts';

/** The element's in-stream subtitle tracks (native HLS lists a playlist's SUBTITLES renditions), not its <track> children. */
function streamTracks(video: HTMLVideoElement): TextTrack[] {
  const own = new Set(Array.from(video.querySelectorAll('track'), (element) => element.track));
  return Array.from(video.textTracks).filter((track) => (track.kind === 'subtitles' || track.kind === 'captions') && !own.has(track));
}

export const createNativeEngine: CreateEngine = async (video, listeners) => {
  const onError = () => listeners.onFatalError(video.error);
  const onTracks = () => listeners.onQualitiesChange();
  video.addEventListener('error', onError);
  video.textTracks.addEventListener?.('addtrack', onTracks);
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
    getTextTracks: () => {
      const byLanguage = new Map<string, StreamTextTrack>();
      for (const track of streamTracks(video)) if (!byLanguage.has(track.language)) byLanguage.set(track.language, { language: track.language, label: track.label || track.language });
      return [...byLanguage.values()];
    },
    showTextTrack: (language) => {
      const tracks = streamTracks(video);
      const shown = language === null ? null : (tracks.find((track) => track.language === language) ?? tracks[0] ?? null);
      for (const track of tracks) track.mode = track === shown ? 'showing' : 'disabled';
    },
    isAutoQuality: () => true,
    setQuality: () => undefined,
    async destroy() {
      video.removeEventListener('error', onError);
      video.textTracks.removeEventListener?.('addtrack', onTracks);
      video.removeAttribute('src');
      video.load();
    },
  };
  return engine;
};
