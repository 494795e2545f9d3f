// Pure rules for continue watching (issue 4). The player reports positions in seconds; the server
// keeps whole seconds, never a position past the end, and decides when a title counts as finished.
import { PROGRESS_COMPLETE_TAIL_SECONDS, PROGRESS_MIN_RESUME_SECONDS } from '@ott/contract';

/** Share of the running time after which a title counts as watched. */
export const PROGRESS_COMPLETE_RATIO = 0.95;
/**
 * The end-credits tail rule applies only to titles at least this long. For a shorter clip every
 * position is "within 30 s of the end", so the tail rule would finish it the moment it starts;
 * such clips finish at 95 % only.
 */
export const PROGRESS_TAIL_RULE_MIN_DURATION = PROGRESS_COMPLETE_TAIL_SECONDS * 10;

export interface NormalisedProgress {
  position: number;
  duration: number;
  completed: boolean;
}

/**
 * Rounds to whole seconds and clamps the position to the duration. The player's duration wins
 * (it measured the stream); when it reports none (metadata not loaded yet) the catalogue's
 * running time is used; when neither is known the position is kept as sent and never "finished".
 */
export function normaliseProgress(position: number, reportedDuration: number, catalogueDuration: number): NormalisedProgress {
  const reported = Math.round(reportedDuration);
  const duration = reported > 0 ? reported : Math.max(0, Math.round(catalogueDuration));
  const rounded = Math.max(0, Math.round(position));
  if (duration === 0) return { position: rounded, duration: 0, completed: false };
  const clamped = Math.min(rounded, duration);
  return { position: clamped, duration, completed: isFinished(clamped, duration) };
}

export function isFinished(position: number, duration: number): boolean {
  if (duration <= 0) return false;
  if (position >= duration * PROGRESS_COMPLETE_RATIO) return true;
  return duration >= PROGRESS_TAIL_RULE_MIN_DURATION && duration - position <= PROGRESS_COMPLETE_TAIL_SECONDS;
}

/** Worth offering Resume / a Continue Watching card: started, not finished. */
export const isResumable = (p: { position: number; completed: boolean }): boolean =>
  !p.completed && p.position >= PROGRESS_MIN_RESUME_SECONDS;

/** 0-100 for the bar under a card; a finished title shows full. */
export function percentWatched(p: NormalisedProgress): number {
  if (p.completed) return 100;
  if (p.duration <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((p.position / p.duration) * 100)));
}
