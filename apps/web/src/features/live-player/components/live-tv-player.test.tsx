// The Live TV player overlay in jsdom: open sequence (SPEC 4 'Player (live)'), keys (SPEC 2.22)
// and the embedded player's address. The E2E journey plays a real stream in Chromium.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { LiveStream } from '@ott/contract';
import { loadedUrls, preparePlayback, shownTextTracks, streamTextTracks } from '@/testing/fake-shaka-engine.ts';
import { renderElement } from '@/testing/render.tsx';
import LiveTvPlayer from './live-tv-player.tsx';

vi.mock('@/features/player/engine/shaka-engine.ts', () => import('@/testing/fake-shaka-engine.ts'));

const stream = (live_url: string): LiveStream => ({
  id: 7,
  title: 'Telugu News 24x7',
  description: '',
  live_url,
  thumbnail: null,
  is_important: true,
  is_active: true,
  is_premium: false,
  order: 1,
  category: 1,
});

const video = () => document.querySelector('video')!;
const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });

beforeEach(() => {
  vi.useFakeTimers();
  preparePlayback();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Live TV player', () => {
  it('shows the spinner for 2 s, autoplays muted, then unmutes after 1 s at the saved volume', async () => {
    localStorage.setItem('player-volume', '35');
    renderElement(<LiveTvPlayer stream={stream('/live/news.m3u8')} onClose={() => undefined} />);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status', { name: 'Loading live stream' })).toBeTruthy();
    expect(loadedUrls()).toEqual([`${window.location.origin}/live/news.m3u8`]);
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1950));
    expect(screen.queryByRole('status', { name: 'Loading live stream' })).toBeNull();
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(video().muted).toBe(true);
    expect(video().volume).toBeCloseTo(0.35);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(video().muted).toBe(false);
  });

  it('stays muted when the saved volume is 0', async () => {
    localStorage.setItem('player-volume', '0');
    renderElement(<LiveTvPlayer stream={stream('/live/news.m3u8')} onClose={() => undefined} />);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(video().muted).toBe(true);
  });

  it('keys: m mutes, up/down change the volume by 5 and save it, c toggles captions, Escape closes the menu then the player', async () => {
    localStorage.setItem('player-volume', '50');
    // The stream's master lists English and Telugu WebVTT renditions.
    streamTextTracks.push({ language: 'en', label: 'English' }, { language: 'te', label: 'తెలుగు' });
    const onClose = vi.fn();
    renderElement(<LiveTvPlayer stream={stream('/live/news.m3u8')} onClose={onClose} />);
    await act(() => vi.advanceTimersByTimeAsync(2100));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('dialog', { name: 'Live TV player: Telugu News 24x7' })).toBe(document.activeElement);

    expect(video().muted).toBe(false);
    act(() => press('m'));
    expect(video().muted).toBe(true);
    act(() => press('m'));
    expect(video().muted).toBe(false);
    act(() => press('ArrowUp'));
    expect(localStorage.getItem('player-volume')).toBe('55');
    expect(video().volume).toBeCloseTo(0.55);
    act(() => press('ArrowDown'));
    act(() => press('ArrowDown'));
    expect(localStorage.getItem('player-volume')).toBe('45');
    // Keys faster than renders: each step starts from the player's volume, not the last render's.
    act(() => {
      press('ArrowDown');
      press('ArrowUp');
    });
    expect(localStorage.getItem('player-volume')).toBe('45');
    expect(video().volume).toBeCloseTo(0.45);

    const captions = screen.getByRole('button', { name: 'Captions' });
    expect(captions.getAttribute('aria-pressed')).toBe('false');
    act(() => press('c'));
    expect(captions.getAttribute('aria-pressed')).toBe('true');
    // The stream's own track in the app's language is shown, then hidden again.
    expect(shownTextTracks).toEqual(['en']);
    act(() => press('c'));
    expect(captions.getAttribute('aria-pressed')).toBe('false');
    expect(shownTextTracks).toEqual(['en', null]);
    fireEvent.click(captions);
    expect(shownTextTracks).toEqual(['en', null, 'en']);

    fireEvent.click(screen.getByRole('button', { name: 'Quality' }));
    expect(screen.getByRole('menu', { name: 'Quality' })).toBeTruthy();
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['Auto', '1080p', '720p', '480p', '360p']);
    act(() => press('Escape'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    act(() => press('Escape'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers no captions on a stream without text tracks: the button says why, c and clicks do nothing', async () => {
    renderElement(<LiveTvPlayer stream={stream('/live/plain.m3u8')} onClose={() => undefined} />);
    await act(() => vi.advanceTimersByTimeAsync(3100));
    const captions = screen.getByRole('button', { name: 'Captions', description: 'No captions on this stream' });
    expect(captions.getAttribute('aria-disabled')).toBe('true');
    expect(captions.getAttribute('aria-pressed')).toBeNull();
    act(() => press('c'));
    fireEvent.click(captions);
    expect(shownTextTracks).toEqual([]);
    expect(captions.getAttribute('aria-pressed')).toBeNull();
    // The player itself carries on.
    expect(screen.getByRole('dialog', { name: 'Live TV player: Telugu News 24x7' })).toBeTruthy();
  });

  it('seeks 10 s with the arrows on a direct stream', async () => {
    renderElement(<LiveTvPlayer stream={stream('/live/news.m3u8')} onClose={() => undefined} />);
    await act(() => vi.advanceTimersByTimeAsync(3100));
    Object.defineProperty(video(), 'duration', { configurable: true, value: 120 });
    video().currentTime = 30;
    act(() => press('ArrowRight'));
    expect(video().currentTime).toBe(40);
    act(() => press('ArrowLeft'));
    act(() => press('ArrowLeft'));
    expect(video().currentTime).toBe(20);
  });

  it('embeds an 11-character id through youtube-nocookie after the spinner, with no progress bar', async () => {
    renderElement(<LiveTvPlayer stream={stream('dQw4w9WgXcQ')} onClose={() => undefined} />);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(document.querySelector('iframe')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    const frame = document.querySelector('iframe')!;
    expect(frame.src.startsWith('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?')).toBe(true);
    expect(document.querySelector('video')).toBeNull();
    expect(screen.queryByTestId('live-progress')).toBeNull();
    expect(loadedUrls()).toEqual([]);
  });

  it('says the video is unavailable when the live_url cannot play', async () => {
    renderElement(<LiveTvPlayer stream={stream('not-an-id')} onClose={() => undefined} />);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('alert').textContent).toBe('Sorry, the video is not available at the moment. Please try again later.');
  });
});
