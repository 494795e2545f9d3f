import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { useViewReporter } from './use-view-reporter.ts';
import { viewThresholdSeconds } from '../lib/view-rule.ts';

const recordView = vi.fn((_videoId: number, _viewId: string) => Promise.resolve({ status: 'success', counted: true, views_count: 1 }));
vi.mock('@/api/views/record-view.ts', () => ({ recordView: (videoId: number, viewId: string) => recordView(videoId, viewId) }));

/** A <video> whose clock, length and paused/seeking flags the test sets. */
function fakeVideo(duration: number) {
  const video = document.createElement('video');
  const state = { time: 0, duration, paused: false, seeking: false };
  Object.defineProperty(video, 'currentTime', { configurable: true, get: () => state.time });
  Object.defineProperty(video, 'duration', { configurable: true, get: () => state.duration });
  Object.defineProperty(video, 'paused', { configurable: true, get: () => state.paused });
  Object.defineProperty(video, 'seeking', { configurable: true, get: () => state.seeking });
  /** Plays from `from` to `to` in 0.25 s timeupdate steps. */
  const play = (from: number, to: number) => {
    for (let t = from; t <= to + 1e-9; t += 0.25) {
      state.time = t;
      video.dispatchEvent(new Event('timeupdate'));
    }
  };
  const seek = (to: number) => {
    state.seeking = true;
    video.dispatchEvent(new Event('seeking'));
    state.time = to;
    video.dispatchEvent(new Event('timeupdate'));
    state.seeking = false;
  };
  return { video, state, play, seek };
}

describe('view rule', () => {
  it('is 10 s of playback, or 30 % of a short clip; unknown or live lengths need 10 s', () => {
    expect(viewThresholdSeconds(600)).toBe(10);
    expect(viewThresholdSeconds(20)).toBeCloseTo(6);
    expect(viewThresholdSeconds(Number.NaN)).toBe(10);
    expect(viewThresholdSeconds(Number.POSITIVE_INFINITY)).toBe(10);
  });
});

describe('useViewReporter (views_count)', () => {
  beforeEach(() => recordView.mockClear());
  afterEach(() => cleanup());

  it('reports once after 10 s of playback, with one view id per playback', () => {
    const media = fakeVideo(600);
    renderHook(() => useViewReporter(media.video, 7, 'a.m3u8'));
    media.play(0, 9.5);
    expect(recordView).not.toHaveBeenCalled();
    media.play(9.75, 30);
    expect(recordView).toHaveBeenCalledTimes(1);
    const [videoId, viewId] = recordView.mock.calls[0]!;
    expect(videoId).toBe(7);
    expect(viewId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('counts played time, not position: seeking ahead or jumps never make a view', () => {
    const media = fakeVideo(600);
    renderHook(() => useViewReporter(media.video, 7, 'a.m3u8'));
    media.play(0, 3);
    media.seek(300);
    media.play(300, 305);
    media.state.time = 500; // a jump without a seeking event
    media.video.dispatchEvent(new Event('timeupdate'));
    expect(recordView).not.toHaveBeenCalled();
    media.play(500, 502.5);
    expect(recordView).toHaveBeenCalledTimes(1);
  });

  it('does not count while paused, and counts 30 % of a short clip', () => {
    const media = fakeVideo(20);
    renderHook(() => useViewReporter(media.video, 3, 'clip.m3u8'));
    media.state.paused = true;
    media.play(0, 10);
    expect(recordView).not.toHaveBeenCalled();
    media.state.paused = false;
    media.play(10, 15.5);
    expect(recordView).not.toHaveBeenCalled();
    media.play(15.75, 16.25);
    expect(recordView).toHaveBeenCalledTimes(1);
  });

  it('a new playback (another source or a new player) is a new view id; no video id reports nothing', () => {
    const media = fakeVideo(600);
    const hook = renderHook(({ source }) => useViewReporter(media.video, 7, source), { initialProps: { source: 'a.m3u8' } });
    media.play(0, 11);
    hook.rerender({ source: 'b.m3u8' });
    media.play(0, 11);
    expect(recordView).toHaveBeenCalledTimes(2);
    expect(recordView.mock.calls[0]![1]).not.toBe(recordView.mock.calls[1]![1]);
    hook.unmount();
    renderHook(() => useViewReporter(media.video, undefined, 'a.m3u8'));
    media.play(0, 20);
    expect(recordView).toHaveBeenCalledTimes(2);
  });
});
