// Issue 18: the viewer's subtitle choice outlasts the title. Choosing in the Captions menu remembers
// the language ('off' when turned off), locally and through the server sender when signed in; the
// next title starts with that language showing when it has it (its own files, or the stream's
// renditions once the engine has them), and with captions off after 'off'.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { STORAGE_KEYS, type CaptionTrack } from '@ott/contract';
import i18n from '@/app/i18n.ts';
import { emitTracksChanged, preparePlayback, shownTextTracks, streamTextTracks } from '@/testing/fake-shaka-engine.ts';
import { readPlayerPreferences, setPreferencesSender } from '@/lib/player-preferences.ts';
import { VideoPlayer } from './video-player.tsx';

vi.mock('../engine/shaka-engine.ts', () => import('@/testing/fake-shaka-engine.ts'));

const TRACKS: CaptionTrack[] = [
  { lang: 'en', label: 'English', url: '/media/demo/a/captions.en.vtt' },
  { lang: 'te', label: 'తెలుగు', url: '/media/demo/a/captions.te.vtt' },
];

const textTracks = new WeakMap<HTMLTrackElement, { mode: TextTrackMode; cues: never[] }>();
Object.defineProperty(HTMLTrackElement.prototype, 'track', {
  configurable: true,
  get(this: HTMLTrackElement) {
    if (!textTracks.has(this)) textTracks.set(this, { mode: 'disabled', cues: [] });
    return textTracks.get(this);
  },
});
const modes = () => Array.from(document.querySelectorAll('track'), (node) => `${node.srclang}:${node.track.mode}`);

function renderPlayer(source: string, captions?: CaptionTrack[]) {
  return render(
    <I18nextProvider i18n={i18n}>
      <VideoPlayer source={source} captions={captions} title="A title" onClose={vi.fn()} />
    </I18nextProvider>,
  );
}

const remember = (preferences: Record<string, unknown>) => localStorage.setItem(STORAGE_KEYS.playerPreferences, JSON.stringify(preferences));

describe('VideoPlayer subtitle preference', () => {
  const sent: unknown[] = [];
  beforeEach(() => {
    preparePlayback();
    localStorage.clear();
    sent.length = 0;
    setPreferencesSender((change) => sent.push(change));
  });
  afterEach(async () => {
    cleanup();
    setPreferencesSender(null);
    vi.restoreAllMocks();
    localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('remembers the chosen language, and off, locally and on the server', async () => {
    renderPlayer('/media/demo/a/master.m3u8', TRACKS);
    await act(async () => undefined);
    expect(modes()).toEqual(['en:disabled', 'te:disabled']);
    fireEvent.click(screen.getByRole('button', { name: 'Captions' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'తెలుగు' }));
    expect(modes()).toEqual(['en:disabled', 'te:showing']);
    expect(readPlayerPreferences()).toEqual({ subtitleLanguage: 'te' });
    fireEvent.click(screen.getByRole('button', { name: 'Captions' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Off' }));
    expect(modes()).toEqual(['en:disabled', 'te:disabled']);
    expect(readPlayerPreferences()).toEqual({ subtitleLanguage: 'off' });
    expect(sent).toEqual([{ subtitleLanguage: 'te' }, { subtitleLanguage: 'off' }]);
  });

  it("starts the next title with the remembered language's file showing, and sends nothing by itself", async () => {
    remember({ subtitleLanguage: 'te' });
    renderPlayer('/media/demo/b/master.m3u8', TRACKS);
    await act(async () => undefined);
    expect(modes()).toEqual(['en:disabled', 'te:showing']);
    fireEvent.click(screen.getByRole('button', { name: 'Captions' }));
    expect(screen.getByRole('menuitemradio', { name: 'తెలుగు' }).getAttribute('aria-checked')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('matches a regional tag to the base language, and keeps captions off after off or without the language', async () => {
    remember({ subtitleLanguage: 'en-IN' });
    const first = renderPlayer('/media/demo/b/master.m3u8', TRACKS);
    await act(async () => undefined);
    expect(modes()).toEqual(['en:showing', 'te:disabled']);
    first.unmount();

    remember({ subtitleLanguage: 'off' });
    const second = renderPlayer('/media/demo/c/master.m3u8', TRACKS);
    await act(async () => undefined);
    expect(modes()).toEqual(['en:disabled', 'te:disabled']);
    second.unmount();

    remember({ subtitleLanguage: 'hi' });
    renderPlayer('/media/demo/d/master.m3u8', TRACKS);
    await act(async () => undefined);
    expect(modes()).toEqual(['en:disabled', 'te:disabled']);
  });

  it("shows the stream's own rendition in the remembered language once the engine lists it", async () => {
    remember({ subtitleLanguage: 'te' });
    renderPlayer('/media/titles/9/master.m3u8');
    await act(async () => undefined);
    streamTextTracks.push({ language: 'en', label: 'English' }, { language: 'te', label: 'Telugu' });
    await act(async () => emitTracksChanged());
    expect(shownTextTracks).toEqual(['te']);
    fireEvent.click(screen.getByRole('button', { name: 'Captions' }));
    expect(screen.getByRole('menuitemradio', { name: 'Telugu' }).getAttribute('aria-checked')).toBe('true');
  });

  it('lets the viewer override the remembered language on this title', async () => {
    remember({ subtitleLanguage: 'te' });
    renderPlayer('/media/demo/e/master.m3u8', TRACKS);
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Captions' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'English' }));
    await act(async () => undefined);
    expect(modes()).toEqual(['en:showing', 'te:disabled']);
    expect(readPlayerPreferences()).toEqual({ subtitleLanguage: 'en' });
  });
});
