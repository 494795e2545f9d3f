// SPEC 4 'Player (live)' / 9: controls hide 3 s after the last mouse movement, 1 s after the mouse
// leaves, never while locked. They also stay while paused or while the quality menu is open.
import { LIVE_PLAYER_CONTROLS_HIDE_MS, LIVE_PLAYER_CONTROLS_HIDE_ON_LEAVE_MS } from '@ott/contract';

export type ActivityKind = 'move' | 'leave';

export interface HoldState {
  isLocked: boolean;
  isPaused: boolean;
  isMenuOpen: boolean;
}

/** Ms until the controls hide after this activity, or null when they must stay. */
export function hideDelay(activity: ActivityKind, hold: HoldState): number | null {
  if (hold.isLocked || hold.isPaused || hold.isMenuOpen) return null;
  return activity === 'leave' ? LIVE_PLAYER_CONTROLS_HIDE_ON_LEAVE_MS : LIVE_PLAYER_CONTROLS_HIDE_MS;
}
