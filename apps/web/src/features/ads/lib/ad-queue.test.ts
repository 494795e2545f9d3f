import { describe, expect, it } from 'vitest';
import type { Advertisement } from '@ott/contract';
import { adQueueReducer, canSkip, currentAd, initialAdQueue, skipCountdown, type AdQueueEvent, type AdQueueState } from './ad-queue.ts';

const ad = (id: number, skipAfter: number, videoFile: string | null = `/media/ads/${id}/master.m3u8`): Advertisement => ({
  id,
  title: `Ad ${id}`,
  description: '',
  ad_type: 'pre_roll',
  video_file: videoFile,
  banner_image: null,
  external_url: null,
  call_to_action: 'Learn More',
  skip_after: skipAfter,
  is_active_now: true,
});

const run = (events: AdQueueEvent[], from: AdQueueState = initialAdQueue) => events.reduce(adQueueReducer, from);
const loaded = (...ads: Advertisement[]): AdQueueEvent => ({ type: 'loaded', ads });

describe('skip countdown (SPEC 4 Ads: skipped after skip_after)', () => {
  it('counts whole seconds down from skip_after and reaches 0 exactly at skip_after', () => {
    expect(skipCountdown(5, 0)).toBe(5);
    expect(skipCountdown(5, 0.2)).toBe(5);
    expect(skipCountdown(5, 1)).toBe(4);
    expect(skipCountdown(5, 4.01)).toBe(1);
    expect(skipCountdown(5, 4.999)).toBe(1);
    expect(skipCountdown(5, 5)).toBe(0);
    expect(skipCountdown(5, 12)).toBe(0);
  });
  it('offers Skip at once for skip_after 0', () => {
    expect(skipCountdown(0, 0)).toBe(0);
    expect(canSkip(0, 0)).toBe(true);
  });
  it('is not skippable before skip_after', () => {
    expect(canSkip(3, 2.9)).toBe(false);
    expect(canSkip(3, 3)).toBe(true);
  });
});

describe('pre-roll queue (SPEC 4 Ads)', () => {
  it('emits no-ads for an empty list and for a list without playable clips', () => {
    expect(run([loaded()])).toEqual({ status: 'done', reason: 'no-ads' });
    expect(run([loaded(ad(1, 0, null))])).toEqual({ status: 'done', reason: 'no-ads' });
  });

  it('plays the ads in order and emits ads-finished after the last one ends', () => {
    let state = run([loaded(ad(1, 5), ad(2, 3))]);
    expect(currentAd(state)?.id).toBe(1);
    state = run([{ type: 'ended', index: 0 }], state);
    expect(currentAd(state)?.id).toBe(2);
    expect(state).toMatchObject({ status: 'playing', index: 1, elapsed: 0 });
    state = run([{ type: 'ended', index: 1 }], state);
    expect(state).toEqual({ status: 'done', reason: 'ads-finished' });
  });

  it('refuses Skip before skip_after and skips once the countdown is over', () => {
    let state = run([loaded(ad(1, 5), ad(2, 0)), { type: 'progress', index: 0, currentTime: 4.5 }, { type: 'skip', index: 0 }]);
    expect(currentAd(state)?.id).toBe(1);
    state = run([{ type: 'progress', index: 0, currentTime: 5.1 }, { type: 'skip', index: 0 }], state);
    expect(currentAd(state)?.id).toBe(2);
    // skip_after 0: skippable at once.
    expect(run([{ type: 'skip', index: 1 }], state)).toEqual({ status: 'done', reason: 'ads-finished' });
  });

  it('never lets the countdown run backwards (a seek back does not re-lock Skip)', () => {
    const state = run([loaded(ad(1, 3)), { type: 'progress', index: 0, currentTime: 3.2 }, { type: 'progress', index: 0, currentTime: 0.5 }]);
    expect(state).toMatchObject({ elapsed: 3.2 });
  });

  it('Close ends all remaining ads', () => {
    const state = run([loaded(ad(1, 5), ad(2, 5), ad(3, 5)), { type: 'close' }]);
    expect(state).toEqual({ status: 'done', reason: 'ads-finished' });
  });

  it('skips the ads when loading or playing fails', () => {
    expect(run([{ type: 'load-failed' }])).toEqual({ status: 'done', reason: 'ads-failed' });
    const state = run([loaded(ad(1, 5), ad(2, 5)), { type: 'playback-failed', index: 0 }]);
    expect(state).toEqual({ status: 'done', reason: 'ads-failed' });
  });

  it('ignores late events from an earlier ad', () => {
    let state = run([loaded(ad(1, 0), ad(2, 5)), { type: 'ended', index: 0 }]);
    state = run([{ type: 'ended', index: 0 }, { type: 'skip', index: 0 }, { type: 'progress', index: 0, currentTime: 9 }, { type: 'playback-failed', index: 0 }], state);
    expect(state).toMatchObject({ status: 'playing', index: 1, elapsed: 0 });
  });

  it('stays done whatever comes after', () => {
    const done = run([loaded()]);
    expect(run([loaded(ad(1, 0)), { type: 'load-failed' }, { type: 'close' }], done)).toBe(done);
  });
});
