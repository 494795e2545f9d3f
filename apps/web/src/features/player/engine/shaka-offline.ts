// For the downloads feature (issue 18.3): Shaka itself, for its offline Storage and for playing a
// stored copy, and a player whose networking engine renews paid media tokens like the movie
// player's (a download of a long film outlives the 10-minute token of its first URL).
import type shakaNamespace from 'shaka-player/dist/shaka-player.compiled-es2021.js';
import { mediaTokenRequestFilter } from '../lib/media-tokens.ts';
import { playerMediaTokens } from '../lib/player-media-tokens.ts';
import { loadShaka } from './shaka-engine.ts';

export type Shaka = typeof shakaNamespace;

/** Shaka, loaded once (the same chunk every player uses). */
export { loadShaka };

/** A player with no media element whose requests carry fresh media tokens: what a Storage downloads through. */
export function createTokenRenewingPlayer(shaka: Shaka): shakaNamespace.Player {
  const player = new shaka.Player();
  player.getNetworkingEngine()?.registerRequestFilter(mediaTokenRequestFilter(playerMediaTokens));
  return player;
}
