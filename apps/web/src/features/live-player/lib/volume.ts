// SPEC 9 'Live player': volume 0-100 in steps of 5, saved as localStorage 'player-volume'.
import { LIVE_PLAYER_VOLUME_MAX, LIVE_PLAYER_VOLUME_MIN, LIVE_PLAYER_VOLUME_STEP } from '@ott/contract';

/** The volume a fresh viewer starts with (nothing saved yet). */
export const DEFAULT_VOLUME = LIVE_PLAYER_VOLUME_MAX;

/** Clamped to 0-100 and snapped to the step of 5. */
export function snapVolume(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_VOLUME;
  const snapped = Math.round(value / LIVE_PLAYER_VOLUME_STEP) * LIVE_PLAYER_VOLUME_STEP;
  return Math.min(LIVE_PLAYER_VOLUME_MAX, Math.max(LIVE_PLAYER_VOLUME_MIN, snapped));
}

/** Up/down arrows: one step of 5 either way, within 0-100. */
export function stepVolume(current: number, direction: 1 | -1): number {
  return snapVolume(current + direction * LIVE_PLAYER_VOLUME_STEP);
}

/** The saved value as stored text → 0-100, or the default when missing or garbage. */
export function parseSavedVolume(raw: string | null): number {
  if (raw === null || raw.trim() === '') return DEFAULT_VOLUME;
  const value = Number(raw);
  return Number.isFinite(value) ? snapVolume(value) : DEFAULT_VOLUME;
}

/** 0-100 → the media element's 0-1. */
export const toElementVolume = (volume: number) => snapVolume(volume) / LIVE_PLAYER_VOLUME_MAX;
