import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import i18n from '@/app/i18n.ts';
import type { EngineListeners, PlaybackEngine } from '../engine/types.ts';
import { VideoPlayer } from './video-player.tsx';

// jsdom must never load Shaka: the engine module is replaced by a scripted fake.
const fake = vi.hoisted(() => ({ listeners: null as EngineListeners | null, engine: null as PlaybackEngine | null }));
vi.mock('../engine/shaka-engine.ts', () => ({
  loadShaka: vi.fn(),
  warmUpPlayback: vi.fn(),
  createShakaEngine: vi.fn(async (_video: HTMLVideoElement, listeners: EngineListeners) => {
    fake.listeners = listeners;
    return fake.engine;
  }),
}));

const flush = (ms = 0) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const controls = () => screen.getByTestId('player-controls').dataset.state;
const videoElement = () => screen.getByTestId('video-player-video') as HTMLVideoElement;

/** jsdom's media element never plays; pretend it does and tell the UI. */
function setPlaying(isPlaying: boolean) {
  Object.defineProperty(videoElement(), 'paused', { configurable: true, get: () => !isPlaying });
  fireEvent(videoElement(), new Event(isPlaying ? 'playing' : 'pause'));
}

async function renderPlayer() {
  render(
    <I18nextProvider i18n={i18n}>
      <VideoPlayer source="/media/demo/a/master.m3u8" fallbackSource="/media/demo/a/manifest.mpd" title="Godavari Sunrise" onClose={vi.fn()} />
    </I18nextProvider>,
  );
  await flush();
}

describe('VideoPlayer controls (SPEC 2.12, 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.innerWidth = 1440;
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
    fake.engine = {
      load: vi.fn(async () => undefined),
      getQualities: vi.fn(() => [
        { height: 720, active: false },
        { height: 360, active: true },
      ]),
      setQuality: vi.fn(),
      isAutoQuality: vi.fn(() => true),
      destroy: vi.fn(async () => undefined),
    };
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('loads the source with its alternate stream and asks to play', async () => {
    await renderPlayer();
    expect(fake.engine!.load).toHaveBeenCalledWith({
      url: '/media/demo/a/master.m3u8',
      kind: undefined,
      fallbackUrl: '/media/demo/a/manifest.mpd',
      drm: undefined,
    });
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
  });

  it('hides the controls 2500 ms after playing starts and shows them again on activity', async () => {
    await renderPlayer();
    setPlaying(true);
    await flush(2499);
    expect(controls()).toBe('visible');
    await flush(1);
    expect(controls()).toBe('hidden');
    fireEvent.pointerMove(screen.getByRole('region'));
    expect(controls()).toBe('visible');
  });

  it('keeps the controls visible while paused', async () => {
    await renderPlayer();
    await flush(10_000);
    expect(controls()).toBe('visible');
    setPlaying(true);
    await flush(3000);
    expect(controls()).toBe('hidden');
    setPlaying(false);
    expect(controls()).toBe('visible');
    await flush(10_000);
    expect(controls()).toBe('visible');
  });

  it('waits 3500 ms on mobile widths', async () => {
    window.innerWidth = 390;
    await renderPlayer();
    setPlaying(true);
    await flush(3499);
    expect(controls()).toBe('visible');
    await flush(1);
    expect(controls()).toBe('hidden');
  });

  it('offers the quality settings plus the stream heights and selects one', async () => {
    await renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Quality' }));
    const options = screen.getAllByRole('menuitemradio').map((item) => item.textContent);
    expect(options).toEqual(['Auto (360p)', 'Data saver', 'High', '720p', '360p']);
    fireEvent.click(screen.getByRole('menuitemradio', { name: '720p' }));
    expect(fake.engine!.setQuality).toHaveBeenCalledWith(720);
  });

  it('plays and pauses with k and space, and seeks with the arrows', async () => {
    await renderPlayer();
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(2);
    setPlaying(true);
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledTimes(1);
    Object.defineProperty(videoElement(), 'duration', { configurable: true, value: 100 });
    videoElement().currentTime = 50;
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(videoElement().currentTime).toBe(60);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(videoElement().currentTime).toBe(50);
  });

  it("shows the spec's message when the stream cannot be played", async () => {
    await renderPlayer();
    act(() => fake.listeners!.onFatalError(new Error('boom')));
    expect(screen.getByRole('alert').textContent).toContain(
      'Sorry, the video is not available at the moment. Please try again later.',
    );
  });
});
