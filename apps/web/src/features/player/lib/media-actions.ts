// Commands the controls send to the <video> element; the element's events update the UI.
import { ADVANCED_PLAYER_SKIP_SECONDS, LIVE_PLAYER_VOLUME_MAX, LIVE_PLAYER_VOLUME_STEP } from '@ott/contract';
import { storage } from '@/lib/storage.ts';

export const SEEK_STEP_SECONDS = ADVANCED_PLAYER_SKIP_SECONDS;
/** Volume step of 5 on a 0-100 scale (SPEC 9), as a 0-1 fraction. */
export const VOLUME_STEP = LIVE_PLAYER_VOLUME_STEP / LIVE_PLAYER_VOLUME_MAX;

export function togglePlay(video: HTMLVideoElement) {
  if (video.paused || video.ended) void video.play().catch(() => undefined);
  else video.pause();
}

export function seekTo(video: HTMLVideoElement, seconds: number) {
  const end = Number.isFinite(video.duration) ? video.duration : seconds;
  video.currentTime = Math.min(Math.max(0, seconds), end);
}

export function seekBy(video: HTMLVideoElement, deltaSeconds: number) {
  seekTo(video, video.currentTime + deltaSeconds);
}

/** Sets the volume (0-1), unmutes when raised above zero, and remembers it as 'player-volume' (0-100). */
export function setVolume(video: HTMLVideoElement, volume: number) {
  const clamped = Math.min(1, Math.max(0, volume));
  video.volume = clamped;
  video.muted = clamped === 0;
  storage.set('playerVolume', String(Math.round(clamped * LIVE_PLAYER_VOLUME_MAX)));
}

export function toggleMute(video: HTMLVideoElement) {
  video.muted = !video.muted;
  if (!video.muted && video.volume === 0) setVolume(video, VOLUME_STEP * 4);
}

/** The remembered volume as 0-1, or null when none was stored. */
export function storedVolume(): number | null {
  const raw = storage.get('playerVolume');
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value / LIVE_PLAYER_VOLUME_MAX)) : null;
}
