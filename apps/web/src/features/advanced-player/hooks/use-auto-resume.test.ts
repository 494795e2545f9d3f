// The resume policy wired to a media element and the page: timers, pause classification, hiding.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useAutoResume } from './use-auto-resume.ts';

/** A media element stand-in: jsdom cannot play, so play/pause just flip `paused` and fire events. */
class FakeVideo extends EventTarget {
  paused = false;
  ended = false;
  muted = false;
  currentTime = 12;
  play = vi.fn(async () => {
    this.paused = false;
    this.dispatchEvent(new Event('playing'));
  });
  pause = vi.fn(() => {
    if (this.paused) return;
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  });
  /** A pause nobody asked for (the browser, a device, a glitch). */
  pauseBySomethingElse() {
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  }
}

let hidden = false;

function setHidden(value: boolean) {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

function setup(options: { goToLive?: () => void } = {}) {
  const video = new FakeVideo();
  const reload = vi.fn();
  const hook = renderHook(() => useAutoResume(video as unknown as HTMLVideoElement, { reload, ...options }));
  return { video, reload, hook };
}

describe('useAutoResume', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    hidden = false;
    vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('resumes an unexpected pause after 1.5 s, the second after 3 s more', () => {
    const { video } = setup();
    act(() => video.pauseBySomethingElse());
    act(() => vi.advanceTimersByTime(1499));
    expect(video.play).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(video.play).toHaveBeenCalledTimes(1);
    act(() => video.pauseBySomethingElse());
    act(() => vi.advanceTimersByTime(2999));
    expect(video.play).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(video.play).toHaveBeenCalledTimes(2);
  });

  it('never resumes a pause the viewer asked for', () => {
    const { video, hook } = setup();
    act(() => hook.result.current.userPause());
    expect(video.paused).toBe(true);
    act(() => vi.advanceTimersByTime(20_000));
    expect(video.play).not.toHaveBeenCalled();
  });

  it('pauses and mutes when the page is hidden and restores both when it is back', () => {
    const { video } = setup();
    act(() => setHidden(true));
    expect(video.paused).toBe(true);
    expect(video.muted).toBe(true);
    act(() => vi.advanceTimersByTime(10_000));
    expect(video.play).not.toHaveBeenCalled();
    act(() => setHidden(false));
    expect(video.play).toHaveBeenCalledTimes(1);
    expect(video.muted).toBe(false);
  });

  it('stays paused on return when the viewer had paused', () => {
    const { video, hook } = setup();
    act(() => hook.result.current.userPause());
    act(() => setHidden(true));
    act(() => setHidden(false));
    expect(video.play).not.toHaveBeenCalled();
  });

  it('pauses and mutes when the page is unloaded', () => {
    const { video } = setup();
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(video.paused).toBe(true);
    expect(video.muted).toBe(true);
  });

  it('reloads 2 s after an error, retries 3 s after the next, then gives up', () => {
    const { reload, hook } = setup();
    act(() => hook.result.current.reportError());
    expect(hook.result.current.isRecovering).toBe(true);
    act(() => vi.advanceTimersByTime(1999));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
    act(() => hook.result.current.reportError());
    act(() => vi.advanceTimersByTime(2999));
    expect(reload).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(2);
    act(() => hook.result.current.reportError());
    expect(hook.result.current.hasFailed).toBe(true);
  });

  it('nudges a stalled live stream back to the live edge after 2 s', () => {
    const goToLive = vi.fn();
    const { video } = setup({ goToLive });
    act(() => void video.dispatchEvent(new Event('waiting')));
    act(() => vi.advanceTimersByTime(1999));
    expect(goToLive).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(goToLive).toHaveBeenCalledTimes(1);
    expect(video.play).toHaveBeenCalledTimes(1);
  });

  it('leaves a stall alone once data arrives', () => {
    const goToLive = vi.fn();
    const { video } = setup({ goToLive });
    act(() => void video.dispatchEvent(new Event('waiting')));
    act(() => void video.dispatchEvent(new Event('playing')));
    act(() => vi.advanceTimersByTime(5000));
    expect(goToLive).not.toHaveBeenCalled();
  });
});
