// Captions in the VOD player (issue 6): one <track> per WebVTT file, a CC toggle that shows the
// app language's track (else the first) and hides it again; no button without captions.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { CaptionTrack } from '@ott/contract';
import i18n from '@/app/i18n.ts';
import { createShakaEngine, preparePlayback } from '@/testing/fake-shaka-engine.ts';
import { preferredCaptionIndex } from '../hooks/use-captions.ts';
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

  it('adds a subtitles track per file and toggles the English one with the CC button', async () => {
    await renderPlayer(TRACKS);
    const nodes = Array.from(document.querySelectorAll('track'));
    expect(nodes.map((n) => [n.kind, n.srclang, n.label, n.getAttribute('src')])).toEqual([
      ['subtitles', 'en', 'English', '/media/demo/a/captions.en.vtt'],
      ['subtitles', 'te', 'తెలుగు', '/media/demo/a/captions.te.vtt'],
    ]);
    expect(modes()).toEqual(['disabled', 'disabled']);
    const button = screen.getByRole('button', { name: 'Captions' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(modes()).toEqual(['showing', 'disabled']);
    // Cues that do not place themselves are lifted above the control bar; placed ones stay.
    expect(textTracks.get(nodes[0]!)?.cues.map((cue) => cue.line)).toEqual([-3, 2]);
    fireEvent.click(button);
    expect(modes()).toEqual(['disabled', 'disabled']);
    expect(createShakaEngine).toHaveBeenCalled();
  });

  it('shows the Telugu track when the app speaks Telugu', async () => {
    await i18n.changeLanguage('te');
    await renderPlayer(TRACKS);
    fireEvent.click(screen.getByRole('button', { name: 'ఉపశీర్షికలు' }));
    expect(modes()).toEqual(['disabled', 'showing']);
  });

  it('has no CC button and no tracks without captions', async () => {
    await renderPlayer();
    expect(screen.queryByRole('button', { name: 'Captions' })).toBeNull();
    expect(document.querySelectorAll('track')).toHaveLength(0);
  });

  it('prefers the language, else the first track', () => {
    expect(preferredCaptionIndex(TRACKS, 'te-IN')).toBe(1);
    expect(preferredCaptionIndex(TRACKS, 'hi')).toBe(0);
  });
});
