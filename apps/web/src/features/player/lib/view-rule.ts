// What counts as a real view (docs/decisions.md 'Counting views'): 10 s of actual playback, or
// 30 % of a clip shorter than that allows. Played time, not position: seeking ahead adds nothing.

export const VIEW_PLAYED_SECONDS = 10;
export const VIEW_SHORT_CLIP_SHARE = 0.3;
/** A timeupdate step longer than this is a seek or a stall catch-up, not watching. */
export const MAX_PLAYED_STEP_SECONDS = 1.5;

/** Seconds of playback that make a view of a title lasting `duration` seconds. */
export function viewThresholdSeconds(duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return VIEW_PLAYED_SECONDS;
  return Math.min(VIEW_PLAYED_SECONDS, duration * VIEW_SHORT_CLIP_SHARE);
}

/** The played seconds between two positions of an uninterrupted stretch, 0 for a jump. */
export function playedStep(from: number, to: number): number {
  const step = to - from;
  return step > 0 && step <= MAX_PLAYED_STEP_SECONDS ? step : 0;
}

/** One id per playback (contract AdViewId: 8-64 letters, digits, - or _). */
export function newViewId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
