// Issue 18.8: the movie player's quality setting (Auto / Data saver / High) with the data each uses
// per hour of this stream, remembered for the next title (player-preferences, sent to the server).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { QualityMode } from '@ott/contract';
import i18n from '@/app/i18n.ts';
import { readPlayerPreferences, setPreferencesSender } from '@/lib/player-preferences.ts';
import type { EngineListeners, EngineOptions, PlaybackEngine } from '../engine/types.ts';
import { VideoPlayer } from './video-player.tsx';

const fake = vi.hoisted(() => ({
  listeners: null as EngineListeners | null,
  engine: null as PlaybackEngine | null,
  options: undefined as EngineOptions | undefined,
}));
vi.mock('../engine/shaka-engine.ts', () => ({
  loadShaka: vi.fn(),
  warmUpPlayback: vi.fn(),
  createShakaEngine: vi.fn(async (_video: HTMLVideoElement, listeners: EngineListeners, options?: EngineOptions) => {
    fake.listeners = listeners;
    fake.options = options;
    return fake.engine;
  }),
}));

const flush = (ms = 0) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

async function renderPlayer() {
  render(
    <I18nextProvider i18n={i18n}>
      <VideoPlayer source="/media/demo/a/master.h720.m3u8" title="Godavari Sunrise" onClose={vi.fn()} />
    </I18nextProvider>,
  );
  await flush();
}

const menuItems = () => screen.getAllByRole('menuitemradio');

describe('the quality setting in the movie player', () => {
  let mode: QualityMode | null;
  beforeEach(async () => {
    vi.useFakeTimers();
    localStorage.clear();
    await i18n.changeLanguage('en');
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    mode = 'auto';
    fake.engine = {
      load: vi.fn(async () => undefined),
      // The demo ladder: BANDWIDTH of each rung (picture and sound) as the master declares it.
      getQualities: vi.fn(() => [
        { height: 720, active: false, bandwidth: 2_319_958 },
        { height: 360, active: true, bandwidth: 651_790 },
      ]),
      setQuality: vi.fn((quality: number | 'auto') => void (mode = quality === 'auto' ? 'auto' : null)),
      isAutoQuality: vi.fn(() => mode !== null),
      getQualityMode: vi.fn(() => mode),
      setQualityMode: vi.fn((next: QualityMode) => {
        mode = next;
        fake.listeners?.onQualitiesChange();
      }),
      destroy: vi.fn(async () => undefined),
    };
  });
  afterEach(() => {
    cleanup();
    setPreferencesSender(null);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks the engine to start each title on the viewer’s setting', async () => {
    await renderPlayer();
    expect(fake.options?.qualityFromPreferences).toBe(true);
  });

  it('shows each setting with the data it uses per hour, then this title’s heights', async () => {
    await renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Quality' }));
    expect(menuItems().map((item) => item.textContent)).toEqual([
      'Auto (360p)up to 1.0 GB per hour',
      'Data saverabout 0.3 GB per hour',
      'Highabout 1.0 GB per hour',
      '720p',
      '360p',
    ]);
    expect(screen.getByRole('menuitemradio', { name: /^Auto/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('applies Data saver at once, remembers it for the next title and sends it to the server', async () => {
    const sent: unknown[] = [];
    setPreferencesSender((change) => sent.push(change));
    await renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Quality' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: /^Data saver/ }));
    expect(fake.engine!.setQualityMode).toHaveBeenCalledWith('data_saver');
    expect(readPlayerPreferences().quality).toBe('data_saver');
    expect(sent).toEqual([{ quality: 'data_saver' }]);
    await flush();
    expect(screen.getByRole('button', { name: 'Quality' }).textContent).toContain('Data saver');
    fireEvent.click(screen.getByRole('button', { name: 'Quality' }));
    expect(screen.getByRole('menuitemradio', { name: /^Data saver/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('plays a height picked by hand for this title only, without changing the setting', async () => {
    await renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Quality' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: '720p' }));
    expect(fake.engine!.setQuality).toHaveBeenCalledWith(720);
    expect(readPlayerPreferences().quality).toBeUndefined();
  });

  it('speaks Telugu', async () => {
    await i18n.changeLanguage('te');
    await renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'నాణ్యత' }));
    const saver = screen.getByRole('menuitemradio', { name: /డేటా సేవర్/ });
    expect(within(saver).getByText('గంటకు సుమారు 0.3 GB')).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
