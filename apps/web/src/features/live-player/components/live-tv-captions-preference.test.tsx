// Issue 18: the Live TV player's captions follow the viewer's remembered subtitle choice: on at
// load in the remembered language when the stream has it, off after 'off'; every toggle is
// remembered (and sent to the server when signed in).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { STORAGE_KEYS, type LiveStream } from '@ott/contract';
import { preparePlayback, shownTextTracks, streamTextTracks } from '@/testing/fake-shaka-engine.ts';
import { readPlayerPreferences, setPreferencesSender } from '@/lib/player-preferences.ts';
import { renderElement } from '@/testing/render.tsx';
import LiveTvPlayer from './live-tv-player.tsx';

vi.mock('@/features/player/engine/shaka-engine.ts', () => import('@/testing/fake-shaka-engine.ts'));

const STREAM: LiveStream = {
  id: 7,
  title: 'Telugu News 24x7',
  description: '',
  live_url: '/live/news.m3u8',
  thumbnail: null,
  is_important: true,
  is_active: true,
  is_premium: false,
  order: 1,
  category: 1,
};

const sent: unknown[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  preparePlayback();
  localStorage.clear();
  sent.length = 0;
  setPreferencesSender((change) => sent.push(change));
});
afterEach(() => {
  cleanup();
  setPreferencesSender(null);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const remember = (subtitleLanguage: string) => localStorage.setItem(STORAGE_KEYS.playerPreferences, JSON.stringify({ subtitleLanguage }));

describe('Live TV captions and the remembered subtitle choice', () => {
  it('starts with the remembered language showing, and remembers turning it off', async () => {
    remember('te');
    streamTextTracks.push({ language: 'en', label: 'English' }, { language: 'te', label: 'Telugu' });
    renderElement(<LiveTvPlayer stream={STREAM} onClose={() => undefined} />);
    await act(() => vi.advanceTimersByTimeAsync(3100));
    const captions = screen.getByRole('button', { name: 'Captions' });
    expect(captions.getAttribute('aria-pressed')).toBe('true');
    expect(shownTextTracks).toEqual(['te']);
    expect(sent).toEqual([]);
    fireEvent.click(captions);
    expect(captions.getAttribute('aria-pressed')).toBe('false');
    expect(shownTextTracks).toEqual(['te', null]);
    expect(readPlayerPreferences()).toEqual({ subtitleLanguage: 'off' });
    expect(sent).toEqual([{ subtitleLanguage: 'off' }]);
  });

  it('stays off after off, and turning captions on remembers the language shown', async () => {
    remember('off');
    streamTextTracks.push({ language: 'en', label: 'English' }, { language: 'te', label: 'Telugu' });
    renderElement(<LiveTvPlayer stream={STREAM} onClose={() => undefined} />);
    await act(() => vi.advanceTimersByTimeAsync(3100));
    const captions = screen.getByRole('button', { name: 'Captions' });
    expect(captions.getAttribute('aria-pressed')).toBe('false');
    expect(shownTextTracks).toEqual([]);
    fireEvent.click(captions);
    // The app speaks English: its track is the one shown, and remembered.
    expect(shownTextTracks).toEqual(['en']);
    expect(sent).toEqual([{ subtitleLanguage: 'en' }]);
  });

  it('stays off when the stream lacks the remembered language', async () => {
    remember('hi');
    streamTextTracks.push({ language: 'en', label: 'English' });
    renderElement(<LiveTvPlayer stream={STREAM} onClose={() => undefined} />);
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(screen.getByRole('button', { name: 'Captions' }).getAttribute('aria-pressed')).toBe('false');
    expect(shownTextTracks).toEqual([]);
  });
});
