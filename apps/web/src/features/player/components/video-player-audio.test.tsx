// The Audio menu of the VOD player: the stream's audio languages (HLS AUDIO renditions, DASH audio
// sets), offered only when there is a choice; the chosen one goes to the engine and is remembered
// in 'player-preferences' for the next title.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { STORAGE_KEYS } from '@ott/contract';
import i18n from '@/app/i18n.ts';
import { emitTracksChanged, preparePlayback, selectedAudioLanguages, streamAudioLanguages } from '@/testing/fake-shaka-engine.ts';
import { readPlayerPreferences } from '@/lib/player-preferences.ts';
import { VideoPlayer } from './video-player.tsx';

vi.mock('../engine/shaka-engine.ts', () => import('@/testing/fake-shaka-engine.ts'));

async function renderPlayer() {
  render(
    <I18nextProvider i18n={i18n}>
      <VideoPlayer source="/media/titles/42/master.m3u8" title="Godavari Sunrise" onClose={vi.fn()} />
    </I18nextProvider>,
  );
  await act(async () => undefined);
}

const menuItems = () => screen.getAllByRole('menuitemradio').map((item) => [item.textContent, item.getAttribute('aria-checked')]);

describe('VideoPlayer audio languages', () => {
  beforeEach(() => {
    preparePlayback();
    localStorage.clear();
  });
  afterEach(async () => {
    cleanup();
    vi.restoreAllMocks();
    localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('offers no Audio menu for a stream with one language', async () => {
    streamAudioLanguages.push({ language: 'te', label: 'Telugu', active: true });
    await renderPlayer();
    expect(screen.queryByRole('button', { name: 'Audio' })).toBeNull();
  });

  it('offers the languages, switches the engine and remembers the choice', async () => {
    localStorage.setItem(STORAGE_KEYS.playerPreferences, JSON.stringify({ other: 1 }));
    streamAudioLanguages.push({ language: 'te', label: '', active: true }, { language: 'en', label: 'English', active: false }, { language: 'hi', label: 'hi', active: false });
    await renderPlayer();
    const button = screen.getByRole('button', { name: 'Audio' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // The playing language beside the icon, named from its tag when the stream gives no name.
    expect(button.textContent).toBe('Telugu');

    fireEvent.click(button);
    expect(screen.getByRole('menu', { name: 'Audio' })).toBeTruthy();
    expect(menuItems()).toEqual([
      ['Telugu', 'true'],
      ['English', 'false'],
      ['Hindi', 'false'],
    ]);
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Telugu' }));

    fireEvent.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(selectedAudioLanguages).toEqual(['en']);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.textContent).toBe('English');
    expect(readPlayerPreferences()).toEqual({ audioLanguage: 'en' });
    // Other keys of the stored preferences are kept.
    expect(JSON.parse(localStorage.getItem('player-preferences') ?? '{}')).toEqual({ other: 1, audioLanguage: 'en' });
  });

  it('works from the keyboard: Escape closes only the menu and focus returns to its button', async () => {
    const onClose = vi.fn();
    streamAudioLanguages.push({ language: 'te', label: 'తెలుగు', active: true }, { language: 'en', label: 'English', active: false });
    render(
      <I18nextProvider i18n={i18n}>
        <VideoPlayer source="/media/titles/42/master.m3u8" onClose={onClose} />
      </I18nextProvider>,
    );
    await act(async () => undefined);
    const button = screen.getByRole('button', { name: 'Audio' });
    button.focus();
    fireEvent.click(button);
    const checked = screen.getByRole('menuitemradio', { name: 'తెలుగు' });
    expect(document.activeElement).toBe(checked);
    fireEvent.keyDown(checked, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
    expect(selectedAudioLanguages).toEqual([]);
    expect(readPlayerPreferences()).toEqual({});

    // Down to one language (the tracks changed): nothing to choose.
    streamAudioLanguages.splice(1);
    await act(async () => emitTracksChanged());
    expect(screen.queryByRole('button', { name: 'Audio' })).toBeNull();
  });

  it('appears when the tracks change to several languages, and speaks Telugu', async () => {
    await i18n.changeLanguage('te');
    await renderPlayer();
    expect(screen.queryByRole('button', { name: 'ఆడియో' })).toBeNull();
    streamAudioLanguages.push({ language: 'en', label: '', active: true }, { language: 'te', label: '', active: false });
    await act(async () => emitTracksChanged());
    fireEvent.click(screen.getByRole('button', { name: 'ఆడియో' }));
    // Named in the UI language by Intl.DisplayNames ('ఇంగ్లీష్' with current ICU data).
    const inTelugu = new Intl.DisplayNames(['te'], { type: 'language' });
    expect(menuItems().map(([label]) => label)).toEqual([inTelugu.of('en'), 'తెలుగు']);
    expect(inTelugu.of('te')).toBe('తెలుగు');
  });
});
