// The player's series additions (issue 18 points 4 and 5): Skip buttons inside intro, recap and
// song ranges (seek to the end), the next-episode countdown from the credits marker (fake timers),
// Play now, Cancel, and the autoplay switch kept in the viewer's preferences.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { SkipMarker } from '@ott/contract';
import { readPlayerPreferences, setPreferencesSender } from '@/lib/player-preferences.ts';
import type { MediaState } from '../hooks/use-media-state.ts';
import { EpisodeOverlays, type UpNext } from './episode-overlays.tsx';
import '@/app/i18n.ts';

const MARKERS: SkipMarker[] = [
  { kind: 'recap', start: 0, end: 2 },
  { kind: 'intro', start: 2, end: 5 },
  { kind: 'song', start: 6, end: 9 },
  { kind: 'credits', start: 12, end: 16 },
];

const media = (currentTime: number, extra: Partial<MediaState> = {}): MediaState => ({
  isPaused: false,
  isWaiting: false,
  hasEnded: false,
  currentTime,
  duration: 16,
  bufferedEnd: currentTime,
  volume: 1,
  isMuted: false,
  ...extra,
});

function setup(upNext: UpNext | null = null) {
  const video = document.createElement('video');
  Object.defineProperty(video, 'duration', { value: 16, configurable: true });
  const view = render(<EpisodeOverlays video={video} media={media(0)} markers={MARKERS} upNext={upNext} areControlsVisible />);
  const at = (time: number, extra?: Partial<MediaState>) =>
    view.rerender(<EpisodeOverlays video={video} media={media(time, extra)} markers={MARKERS} upNext={upNext} areControlsVisible />);
  return { video, at };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setPreferencesSender(null);
});

describe('skip buttons', () => {
  it('offer the range the playhead is in and seek to its end', () => {
    const { video, at } = setup();
    at(1);
    fireEvent.click(screen.getByRole('button', { name: 'Skip Recap' }));
    expect(video.currentTime).toBe(2);
    at(3);
    fireEvent.click(screen.getByRole('button', { name: 'Skip Intro' }));
    expect(video.currentTime).toBe(5);
    at(5);
    expect(screen.queryByTestId('skip-marker')).toBeNull();
    at(7);
    expect(screen.getByRole('button', { name: 'Skip Song' })).toBeTruthy();
    // Credits have no Skip button: they start the countdown instead.
    at(13);
    expect(screen.queryByTestId('skip-marker')).toBeNull();
  });
});

describe('next-episode countdown', () => {
  it('starts at the credits marker, counts down 10 s, and asks for the next episode once at 0', () => {
    vi.useFakeTimers();
    const onPlay = vi.fn();
    const { at } = setup({ title: '2. Attalo Pettelu', onPlay });
    at(11.5);
    expect(screen.queryByTestId('up-next')).toBeNull();
    at(12);
    expect(screen.getByText('Next episode in 10 seconds')).toBeTruthy();
    expect(screen.getByText('2. Attalo Pettelu')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('Next episode in 6 seconds')).toBeTruthy();
    // The episode ends; the countdown carries on over its last frame.
    at(16, { isPaused: true, hasEnded: true });
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Next episode in 1 second')).toBeTruthy();
    expect(onPlay).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(onPlay).toHaveBeenCalledWith({ position: 16, duration: 16 });
    act(() => vi.advanceTimersByTime(3000));
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('waits while the viewer pauses, starts afresh after a seek back, and goes on Cancel', () => {
    vi.useFakeTimers();
    const onPlay = vi.fn();
    const { at } = setup({ title: 'Next', onPlay });
    at(12);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('Next episode in 7 seconds')).toBeTruthy();
    at(12.5, { isPaused: true });
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Next episode in 7 seconds')).toBeTruthy();
    at(8);
    expect(screen.queryByTestId('up-next')).toBeNull();
    at(12);
    expect(screen.getByText('Next episode in 10 seconds')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('up-next')).toBeNull();
    act(() => vi.advanceTimersByTime(15_000));
    expect(onPlay).not.toHaveBeenCalled();
  });

  it('plays the next episode at once on Play now', () => {
    const onPlay = vi.fn();
    const { at } = setup({ title: 'Next', onPlay });
    at(13);
    fireEvent.click(screen.getByRole('button', { name: 'Play now' }));
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('with autoplay switched off offers the episode without counting, and keeps the choice', () => {
    vi.useFakeTimers();
    const sent: unknown[] = [];
    setPreferencesSender((change) => sent.push(change));
    const onPlay = vi.fn();
    const { at } = setup({ title: 'Next', onPlay });
    const toggle = screen.getByRole('switch', { name: 'Autoplay next episode' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(readPlayerPreferences().autoplayNext).toBe(false);
    expect(sent).toEqual([{ autoplayNext: false }]);
    at(16, { isPaused: true, hasEnded: true });
    expect(screen.getByRole('status').textContent).toBe('Next episode');
    act(() => vi.advanceTimersByTime(20_000));
    expect(onPlay).not.toHaveBeenCalled();
  });

  it('has no switch and no offer without a next episode', () => {
    const { at } = setup(null);
    at(13);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByTestId('up-next')).toBeNull();
  });
});
