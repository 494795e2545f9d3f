import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { PROGRESS_INTERVAL_MS, PROGRESS_MIN_GAP_MS, useProgressReporter, type PlaybackProgress } from './use-progress-reporter.ts';

/** A <video> whose clock and length the test sets; events are fired by hand. */
function fakeVideo(duration = 120) {
  const video = document.createElement('video');
  const state = { time: 0, duration };
  Object.defineProperty(video, 'currentTime', { configurable: true, get: () => state.time, set: (v: number) => (state.time = v) });
  Object.defineProperty(video, 'duration', { configurable: true, get: () => state.duration });
  const fire = (name: string, time?: number) => {
    if (time !== undefined) state.time = time;
    video.dispatchEvent(new Event(name));
  };
  return { video, state, fire };
}

function setup(duration?: number) {
  const media = fakeVideo(duration);
  const reports: PlaybackProgress[] = [];
  const hook = renderHook(({ enabled }) => useProgressReporter(media.video, enabled ? (p) => reports.push(p) : undefined), {
    initialProps: { enabled: true },
  });
  return { ...media, reports, hook };
}

describe('useProgressReporter (continue watching)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('reports every 10 s while playing, in whole seconds, and stops when paused', () => {
    const { fire, reports } = setup();
    fire('playing', 0);
    fire('timeupdate', 4.6);
    expect(reports).toEqual([]);
    fire('timeupdate', 10.4);
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    expect(reports).toEqual([{ position: 10, duration: 120, isPeriodic: true }]);
    fire('timeupdate', 20.2);
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    expect(reports.map((r) => r.position)).toEqual([10, 20]);
    vi.advanceTimersByTime(PROGRESS_MIN_GAP_MS);
    fire('pause', 21.9);
    expect(reports.at(-1)).toEqual({ position: 21, duration: 120, isPeriodic: false });
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS * 3);
    expect(reports).toHaveLength(3);
  });

  it('throttles pauses and seeks to one report per 2 s, delivering the last one', () => {
    const { fire, reports } = setup();
    fire('playing', 30);
    fire('pause', 31);
    fire('seeked', 50);
    fire('seeked', 70);
    fire('seeked', 90);
    expect(reports.map((r) => r.position)).toEqual([31]);
    vi.advanceTimersByTime(PROGRESS_MIN_GAP_MS);
    expect(reports.map((r) => r.position)).toEqual([31, 90]);
    vi.advanceTimersByTime(PROGRESS_MIN_GAP_MS * 5);
    expect(reports).toHaveLength(2);
  });

  it('flushes the last known position when the player closes', () => {
    const { fire, reports, hook } = setup();
    fire('playing', 0);
    fire('timeupdate', 8.7);
    hook.unmount();
    expect(reports).toEqual([{ position: 8, duration: 120, isPeriodic: false }]);
  });

  it('reads the exact position on close while the element is still loaded', () => {
    const { video, state, fire, reports, hook } = setup();
    Object.defineProperty(video, 'readyState', { configurable: true, get: () => 4 });
    fire('playing', 0);
    fire('timeupdate', 8.7);
    state.time = 9.2; // played on since the last timeupdate
    hook.unmount();
    expect(reports).toEqual([{ position: 9, duration: 120, isPeriodic: false }]);
  });

  it('flushes on pagehide and when the tab is hidden, without repeating an unchanged position', () => {
    const { fire, reports } = setup();
    fire('playing', 0);
    fire('timeupdate', 12);
    window.dispatchEvent(new Event('pagehide'));
    expect(reports.map((r) => r.position)).toEqual([12]);
    fire('timeupdate', 15);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    window.dispatchEvent(new Event('pagehide'));
    expect(reports.map((r) => r.position)).toEqual([12, 15]);
  });

  it('never reports before playback has started, so an early close keeps the saved position', () => {
    const { fire, reports, hook } = setup();
    fire('timeupdate', 0);
    fire('seeked', 40);
    window.dispatchEvent(new Event('pagehide'));
    hook.unmount();
    expect(reports).toEqual([]);
  });

  it('ignores the reset to 0 when the engine unloads the element', () => {
    const { fire, reports, hook } = setup();
    fire('playing', 0);
    fire('timeupdate', 25);
    fire('emptied');
    fire('timeupdate', 0);
    hook.unmount();
    expect(reports.map((r) => r.position)).toEqual([25]);
  });

  it('reports nothing for live streams or when no listener is given', () => {
    const live = setup(Infinity);
    live.fire('playing', 0);
    live.fire('timeupdate', 30);
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    live.hook.unmount();
    expect(live.reports).toEqual([]);

    const off = setup();
    off.hook.rerender({ enabled: false });
    off.fire('playing', 0);
    off.fire('timeupdate', 30);
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    off.hook.unmount();
    expect(off.reports).toEqual([]);
  });

  it('keeps playing when the listener throws', () => {
    const media = fakeVideo();
    const listener = vi.fn(() => {
      throw new Error('offline');
    });
    renderHook(() => useProgressReporter(media.video, listener));
    media.fire('playing', 0);
    media.fire('timeupdate', 11);
    expect(() => vi.advanceTimersByTime(PROGRESS_INTERVAL_MS)).not.toThrow();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
