import type { PlayerSource } from '../engine/types.ts';
import { markPlaybackRequested } from './first-frame.ts';
import { prefetchStream } from './stream-prefetch.ts';

/**
 * Call from the click that opens a player: starts the first-frame clock and begins fetching the
 * stream at once, in parallel with mounting the player UI: the manifest (and first playlists and
 * segments) are requested here, before the engine module has arrived, and handed to it later.
 */
export function requestPlayback(source: PlayerSource): void {
  markPlaybackRequested();
  prefetchStream(source.url, source.startTime ?? 0);
  void import('../engine/shaka-engine.ts').then(({ warmUpPlayback }) => warmUpPlayback(source)).catch(() => undefined);
}
