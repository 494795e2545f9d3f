// Captions in the VOD player (issue 6): one <track> per WebVTT file, and a Captions menu (Off plus one
// choice per language: the title's files, then the stream's own subtitle renditions in other
// languages) that shows the chosen one; no menu without any.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { CaptionTrack } from '@ott/contract';
import i18n from '@/app/i18n.ts';
import { createShakaEngine, preparePlayback, shownTextTracks, streamTextTracks } from '@/testing/fake-shaka-engine.ts';
import { captionChoices } from '../hooks/use-captions.ts';
import { VideoPlayer } from './video-player.tsx';

vi.mock('../engine/shaka-engine.ts', () => import('@/testing/fake-shaka-engine.ts'));

const TRACKS: CaptionTrack[] = [
  { lang: 'en', label: 'English', url: '/media/demo/a/captions.en.vtt' },
  { lang: 'te', label: 'తెలుగు', url: '/media/demo/a/captions.te.vtt' },
];

// jsdom has no TextTrack: give each <track> element a stand-in whose mode the test reads.
const textTracks = new WeakMap<HTMLTrackElement, { mode: TextTrackMode; cues: { line: number | 'auto' }[] }>();
Object.defineProperty(HTMLTrackElement.prototype, 'track', {
  configurable: true,
  get(this: HTMLTrackElement) {
    if (!textTracks.has(this)) textTracks.set(this, { mode: 'disabled', cues: [{ line: 'auto' }, { line: 2 }] });
    return textTracks.get(this);
  },
});

const modes = () => Array.from(document.querySelectorAll('track'), (node) => node.track.mode);

async function renderPlayer(captions?: CaptionTrack[]) {
  render(
    <I18nextProvider i18n={i18n}>
      <VideoPlayer source="/media/demo/a/master.m3u8" captions={captions} title="Godavari Sunrise" onClose={vi.fn()} />
    </I18nextProvider>,
  );
  await act(async () => undefined);
}

describe('VideoPlayer captions', () => {
  beforeEach(() => preparePlayback());
  afterEach(async () => {
    cleanup();
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  const menuItems = () => screen.getAllByRole('menuitemradio').map((item) => [item.textContent, item.getAttribute('aria-checked')]);

  it('adds a subtitles track per file and shows the chosen one from the Captions menu', async () => {
    await renderPlayer(TRACKS);
    const nodes = Array.from(document.querySelectorAll('track'));
    expect(nodes.map((n) => [n.kind, n.srclang, n.label, n.getAttribute('src')])).toEqual([
      ['subtitles', 'en', 'English', '/media/demo/a/captions.en.vtt'],
      ['subtitles', 'te', 'తెలుగు', '/media/demo/a/captions.te.vtt'],
    ]);
    expect(modes()).toEqual(['disabled', 'disabled']);
    const button = screen.getByRole('button', { name: 'Captions' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(button);
    expect(screen.getByRole('menu', { name: 'Captions' })).toBeTruthy();
    expect(menuItems()).toEqual([
      ['Off', 'true'],
      ['English', 'false'],
      ['తెలుగు', 'false'],
    ]);
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(modes()).toEqual(['showing', 'disabled']);
    // Cues that do not place themselves are lifted above the control bar; placed ones stay.
    expect(textTracks.get(nodes[0]!)?.cues.map((cue) => cue.line)).toEqual([-3, 2]);
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'తెలుగు' }));
    expect(modes()).toEqual(['disabled', 'showing']);
    // The browser turning on another track by itself (Chromium's automatic selection) is undone.
    nodes[0]!.track.mode = 'showing';
    act(() => void (screen.getByTestId('video-player-video') as HTMLVideoElement).textTracks.dispatchEvent(new Event('change')));
    expect(modes()).toEqual(['disabled', 'showing']);
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Off' }));
    expect(modes()).toEqual(['disabled', 'disabled']);
    // The files are ours: the engine is never asked to show or hide anything.
    expect(shownTextTracks).toEqual([]);
    expect(createShakaEngine).toHaveBeenCalled();
  });

  it("lists the stream's own subtitle languages and shows them through the engine", async () => {
    streamTextTracks.push({ language: 'te', label: 'te' }, { language: 'hi', label: '' }, { language: 'en', label: 'English (SDH)' });
    await renderPlayer();
    expect(document.querySelectorAll('track')).toHaveLength(0);
    const button = screen.getByRole('button', { name: 'Captions' });
    fireEvent.click(button);
    // A label that only repeats the tag, or none, gives way to the language's name.
    expect(menuItems()).toEqual([
      ['Off', 'true'],
      ['Telugu', 'false'],
      ['Hindi', 'false'],
      ['English (SDH)', 'false'],
    ]);
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Off' }));
    // The engine puts the rendition's cues on a track of its own, ahead of the playhead.
    const video = screen.getByTestId('video-player-video') as HTMLVideoElement;
    const engineCues = [{ line: 'auto' }, { line: 1 }];
    (video.textTracks as unknown as unknown[]).push({ cues: engineCues });
    fireEvent.timeUpdate(video);
    expect(engineCues.map((cue) => cue.line)).toEqual(['auto', 1]);
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Hindi' }));
    expect(document.activeElement).toBe(button);
    // Lifted above the control bar as they arrive, once a stream rendition shows.
    fireEvent.timeUpdate(video);
    expect(engineCues.map((cue) => cue.line)).toEqual([-3, 1]);
    fireEvent.click(button);
    expect(menuItems()[2]).toEqual(['Hindi', 'true']);
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Telugu' }));
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('menuitemradio', { name: 'Telugu' }), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Off' }));
    expect(shownTextTracks).toEqual(['hi', 'te', null]);
    // A subtitle stream is prepared (hidden) at load, so that one chosen mid-play is not left empty.
    expect(createShakaEngine).toHaveBeenLastCalledWith(expect.anything(), expect.anything(), expect.objectContaining({ captionLanguages: ['en'] }));
  });

  it('names the languages in Telugu when the app speaks Telugu', async () => {
    await i18n.changeLanguage('te');
    streamTextTracks.push({ language: 'hi', label: '' });
    await renderPlayer(TRACKS);
    fireEvent.click(screen.getByRole('button', { name: 'ఉపశీర్షికలు' }));
    expect(menuItems().map(([label]) => label)).toEqual(['ఆఫ్', 'English', 'తెలుగు', new Intl.DisplayNames(['te'], { type: 'language' }).of('hi')]);
    expect(createShakaEngine).toHaveBeenLastCalledWith(expect.anything(), expect.anything(), expect.objectContaining({ captionLanguages: ['te', 'en'] }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'తెలుగు' }));
    expect(modes()).toEqual(['disabled', 'showing']);
  });

  it('has no Captions menu and no tracks without captions', async () => {
    await renderPlayer();
    expect(screen.queryByRole('button', { name: 'Captions' })).toBeNull();
    expect(document.querySelectorAll('track')).toHaveLength(0);
  });

  it("leaves out the stream's renditions in a language the title's files already have", () => {
    const stream = [
      { language: 'en-US', label: 'English' },
      { language: 'ta', label: 'Tamil' },
    ];
    expect(captionChoices(TRACKS, stream, 'en').map((choice) => [choice.id, choice.label])).toEqual([
      ['file:0', 'English'],
      ['file:1', 'తెలుగు'],
      ['stream:ta', 'Tamil'],
    ]);
  });
});
