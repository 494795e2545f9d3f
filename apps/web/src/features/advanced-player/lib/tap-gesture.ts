// Touch on the picture (SPEC 9): a second tap within 300 ms toggles playback; a single tap only
// brings the controls back.
import { ADVANCED_PLAYER_DOUBLE_TAP_MS } from '@ott/contract';

export type TapKind = 'single' | 'double';

export interface TapTracker {
  /** Classifies a tap at `now` (ms); a double tap is consumed, so a third quick tap is single again. */
  tap(now: number): TapKind;
}

export function createTapTracker(windowMs: number = ADVANCED_PLAYER_DOUBLE_TAP_MS): TapTracker {
  let lastTapAt: number | null = null;
  return {
    tap(now) {
      if (lastTapAt !== null && now - lastTapAt <= windowMs) {
        lastTapAt = null;
        return 'double';
      }
      lastTapAt = now;
      return 'single';
    },
  };
}
