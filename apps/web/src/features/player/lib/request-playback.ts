import type { PlayerSource } from '../engine/types.ts';
import { markPlaybackRequested } from './first-frame.ts';

/**
 * Call from the click that opens a player: starts the first-frame clock and begins fetching the
 * stream at once, in parallel with mounting the player UI.
 */
export function requestPlayback(source: PlayerSource): void {
  markPlaybackRequested();
  void import('../engine/shaka-engine.ts').then(({ warmUpPlayback }) => warmUpPlayback(source)).catch(() => undefined);
}
