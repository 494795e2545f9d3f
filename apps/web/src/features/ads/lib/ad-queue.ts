// The pre-roll queue (SPEC 4 'Ads'): load ads, play them in order; each ends, is skipped (after
// its skip_after countdown) or closed (Close ends all). Finishing emits 'ads-finished', an empty
// list 'no-ads'; a load or playback failure skips the ads. Every outcome opens the player.
// Pure: the component feeds it events and renders what it says.
import type { Advertisement } from '@ott/contract';

/** Why the queue let the feature play. */
export type AdsDoneReason = 'ads-finished' | 'no-ads' | 'ads-failed';

export type AdQueueState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'playing';
      readonly ads: readonly Advertisement[];
      readonly index: number;
      /** Seconds of the current ad actually played (its playback position). */
      readonly elapsed: number;
    }
  | { readonly status: 'done'; readonly reason: AdsDoneReason };

/** Events about the current ad carry its index, so a late event from the previous ad is ignored. */
export type AdQueueEvent =
  | { readonly type: 'loaded'; readonly ads: readonly Advertisement[] }
  | { readonly type: 'load-failed' }
  | { readonly type: 'progress'; readonly index: number; readonly currentTime: number }
  | { readonly type: 'ended'; readonly index: number }
  | { readonly type: 'skip'; readonly index: number }
  | { readonly type: 'playback-failed'; readonly index: number }
  | { readonly type: 'close' };

export const initialAdQueue: AdQueueState = { status: 'loading' };

/** Whole seconds left before Skip is offered (0: skippable now). skip_after 0 is skippable at once. */
export function skipCountdown(skipAfter: number, elapsed: number): number {
  const left = Math.max(0, skipAfter) - Math.max(0, elapsed);
  return left <= 0 ? 0 : Math.ceil(left - 1e-9);
}

export function canSkip(skipAfter: number, elapsed: number): boolean {
  return skipCountdown(skipAfter, elapsed) === 0;
}

/** The ad on screen, or null when none is. */
export function currentAd(state: AdQueueState): Advertisement | null {
  return state.status === 'playing' ? (state.ads[state.index] ?? null) : null;
}

function next(state: Extract<AdQueueState, { status: 'playing' }>): AdQueueState {
  const index = state.index + 1;
  return index < state.ads.length ? { ...state, index, elapsed: 0 } : { status: 'done', reason: 'ads-finished' };
}

export function adQueueReducer(state: AdQueueState, event: AdQueueEvent): AdQueueState {
  if (state.status === 'done') return state;
  if (state.status === 'loading') {
    if (event.type === 'loaded') {
      const playable = event.ads.filter((ad) => !!ad.video_file);
      return playable.length > 0 ? { status: 'playing', ads: playable, index: 0, elapsed: 0 } : { status: 'done', reason: 'no-ads' };
    }
    if (event.type === 'load-failed') return { status: 'done', reason: 'ads-failed' };
    if (event.type === 'close') return { status: 'done', reason: 'ads-finished' };
    return state;
  }
  if (event.type === 'close') return { status: 'done', reason: 'ads-finished' };
  if (event.type === 'loaded' || event.type === 'load-failed' || event.index !== state.index) return state;
  switch (event.type) {
    case 'progress':
      return Number.isFinite(event.currentTime) ? { ...state, elapsed: Math.max(state.elapsed, event.currentTime) } : state;
    case 'ended':
      return next(state);
    case 'skip': {
      const ad = state.ads[state.index]!;
      return canSkip(ad.skip_after, state.elapsed) ? next(state) : state;
    }
    case 'playback-failed':
      return { status: 'done', reason: 'ads-failed' };
  }
}
