// Fallback for browsers without Media Source Extensions: the <video> element plays progressive
// MP4, and native HLS where the browser has it (Safari on iOS). No quality menu there.
import { parseSignedMediaUrl } from '../lib/media-tokens.ts';
import { playerMediaTokens } from '../lib/player-media-tokens.ts';
import { guessStreamKind } from './stream-kind.ts';
import type { AudioLanguage, CreateEngine, PlaybackEngine, StreamTextTrack } from './types.ts';

/** The element's audio tracks where the browser lists them (Safari's native HLS); not in the DOM typings. */
interface NativeAudioTrack {
  readonly language: string;
  readonly label: string;
  enabled: boolean;
}
type AudioTrackList = ArrayLike<NativeAudioTrack> & EventTarget;

const audioTrackListOf = (video: HTMLVideoElement) => (video as HTMLVideoElement & { audioTracks?: AudioTrackList }).audioTracks;

/** The element's in-stream subtitle tracks (native HLS lists a playlist's SUBTITLES renditions), not its <track> children. */
function streamTracks(video: HTMLVideoElement): TextTrack[] {
  const own = new Set(Array.from(video.querySelectorAll('track'), (element) => element.track));
  return Array.from(video.textTracks).filter((track) => (track.kind === 'subtitles' || track.kind === 'captions') && !own.has(track));
}

/**
 * The element fetches segments itself, so a paid stream's token (issue 14.2) cannot be swapped per
 * request as with Shaka: when it runs out the element fails, and the stream is opened again with a
 * renewed token where it stopped. Fatal when the token cannot be renewed (entitlement ended).
 */
async function reopenWithFreshToken(video: HTMLVideoElement): Promise<boolean> {
  const current = video.currentSrc || video.src;
  if (!parseSignedMediaUrl(current)) return false;
  const next = await playerMediaTokens.fresh(current);
  if (next === current) return false;
  const resumeAt = video.currentTime;
  const wasPlaying = !video.paused;
  video.src = next;
  video.addEventListener('loadedmetadata', () => (video.currentTime = resumeAt), { once: true });
  video.load();
  if (wasPlaying) void video.play().catch(() => undefined);
  return true;
}

export const createNativeEngine: CreateEngine = async (video, listeners) => {
  const onError = () => {
    const error = video.error;
    void reopenWithFreshToken(video).then(
      (reopened) => reopened || listeners.onFatalError(error),
      () => listeners.onFatalError(error),
    );
  };
  const onTracks = () => listeners.onQualitiesChange();
  const audioTrackList = audioTrackListOf(video);
  const audioTracks = () => (audioTrackList ? Array.from(audioTrackList) : []);
  video.addEventListener('error', onError);
  video.textTracks.addEventListener?.('addtrack', onTracks);
  audioTrackList?.addEventListener('addtrack', onTracks);
  audioTrackList?.addEventListener('change', onTracks);
  const engine: PlaybackEngine = {
    async load(source) {
      // Without Media Source Extensions a DASH manifest is unplayable; its HLS twin may not be.
      const isDash = guessStreamKind(source.url) === 'dash';
      video.src = await playerMediaTokens.fresh(isDash && source.fallbackUrl ? source.fallbackUrl : source.url);
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
    getAudioLanguages: () => {
      const byLanguage = new Map<string, AudioLanguage>();
      for (const track of audioTracks()) {
        if (!byLanguage.get(track.language)?.active) byLanguage.set(track.language, { language: track.language, label: track.label, active: track.enabled });
      }
      return [...byLanguage.values()];
    },
    selectAudioLanguage: (language) => {
      const tracks = audioTracks();
      const chosen = tracks.find((track) => track.language === language);
      if (!chosen) return;
      // The chosen one first, so the element never has no audio between the writes.
      chosen.enabled = true;
      for (const track of tracks) if (track !== chosen) track.enabled = false;
    },
    isAutoQuality: () => true,
    setQuality: () => undefined,
    async destroy() {
      video.removeEventListener('error', onError);
      video.textTracks.removeEventListener?.('addtrack', onTracks);
      audioTrackList?.removeEventListener('addtrack', onTracks);
      audioTrackList?.removeEventListener('change', onTracks);
      video.removeAttribute('src');
      video.load();
    },
  };
  return engine;
};
