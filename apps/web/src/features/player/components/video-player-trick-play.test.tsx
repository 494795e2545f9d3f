// Seek-bar thumbnails (issue 15.3): the title's trick-play WebVTT is fetched on the first hover of the
// seek bar (not with the player), and hovering shows the tile for the time under the pointer, with
// that time under it, inside the bar; leaving hides it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import i18n from '@/app/i18n.ts';
import { preparePlayback } from '@/testing/fake-shaka-engine.ts';
import { VideoPlayer } from './video-player.tsx';

vi.mock('../engine/shaka-engine.ts', () => import('@/testing/fake-shaka-engine.ts'));

const VTT_URL = 'https://media.example.test/media/s/tok3n/protected/titles/42/thumbnails.vtt';
const SPRITE = 'https://media.example.test/media/s/tok3n/protected/titles/42/trickplay-sprite-0.jpg';
// Ten-second tiles, ten to a row.
const VTT = `WEBVTT\n\n${Array.from({ length: 20 }, (_, index) => {
  const clock = (seconds: number) => `00:${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}.000`;
  return `${clock(index * 10)} --> ${clock(index * 10 + 10)}\ntrickplay-sprite-0.jpg#xywh=${(index % 10) * 160},${Math.floor(index / 10) * 90},160,90`;
}).join('\n\n')}\n`;

const BAR_WIDTH = 1000;
const DURATION = 200;

const fetchMock = vi.fn(async (_url: string) => ({ ok: true, text: async () => VTT }));
const slider = () => screen.getByRole('slider', { name: 'Seek' });
const bar = () => slider().parentElement!;
const preview = () => screen.queryByTestId('seek-preview');
const tile = () => screen.queryByTestId('seek-preview-tile');

async function renderPlayer(trickPlayUrl?: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <VideoPlayer source="/media/s/tok3n/protected/titles/42/master.m3u8" trickPlayUrl={trickPlayUrl} title="Godavari Sunrise" onClose={vi.fn()} />
    </I18nextProvider>,
  );
  await act(async () => undefined);
  const video = screen.getByTestId('video-player-video');
  Object.defineProperty(video, 'duration', { configurable: true, get: () => DURATION });
  fireEvent(video, new Event('durationchange'));
  vi.spyOn(bar(), 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 600, width: BAR_WIDTH, height: 20 }));
}

async function hover(clientX: number) {
  fireEvent.pointerEnter(bar(), { pointerType: 'mouse', clientX, clientY: 610 });
  fireEvent.pointerMove(slider(), { pointerType: 'mouse', clientX, clientY: 610 });
  await act(async () => undefined);
}

describe('VideoPlayer seek-bar thumbnails', () => {
  beforeEach(() => {
    preparePlayback();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fetches the thumbnails only when the seek bar is first hovered', async () => {
    await renderPlayer(VTT_URL);
    expect(fetchMock).not.toHaveBeenCalled();
    await hover(100);
    await hover(200);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(VTT_URL);
  });

  it('shows the tile for the time under the pointer, with the time, and hides it on leaving', async () => {
    await renderPlayer(VTT_URL);
    // 625 px of 1000 is 125 s: the 13th tile, third in the second row.
    await hover(625);
    expect(preview()?.textContent).toBe('2:05');
    expect(preview()?.style.left).toBe('625px');
    const shown = tile()!;
    expect(shown.style.backgroundImage).toBe(`url("${SPRITE}")`);
    expect(shown.style.backgroundPosition).toBe('-320px -90px');
    expect([shown.style.width, shown.style.height]).toEqual(['160px', '90px']);

    await hover(30);
    expect(preview()?.textContent).toBe('0:06');
    expect(tile()?.style.backgroundPosition).toBe('0px 0px');
    // Clamped: the 160 px tile stays inside the bar.
    expect(preview()?.style.left).toBe('80px');
    await hover(995);
    expect(preview()?.style.left).toBe(`${BAR_WIDTH - 80}px`);

    fireEvent.pointerLeave(bar(), { pointerType: 'mouse', clientX: 995, clientY: 500 });
    expect(preview()).toBeNull();
  });

  it('shows the tile while a touch drags and hides it when the finger lifts', async () => {
    await renderPlayer(VTT_URL);
    fireEvent.pointerMove(slider(), { pointerType: 'touch', clientX: 500 });
    expect(preview()).toBeNull();
    fireEvent.pointerDown(slider(), { pointerType: 'touch', clientX: 500 });
    await act(async () => undefined);
    fireEvent.pointerMove(slider(), { pointerType: 'touch', clientX: 505 });
    expect(preview()?.textContent).toBe('1:41');
    expect(tile()?.style.backgroundPosition).toBe('0px -90px');
    fireEvent.pointerUp(slider(), { pointerType: 'touch', clientX: 505 });
    expect(preview()).toBeNull();
  });

  it('shows the tile briefly above the thumb when the slider moves by key', async () => {
    await renderPlayer(VTT_URL);
    vi.useFakeTimers();
    try {
      fireEvent.keyDown(slider(), { key: 'ArrowRight' });
      await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
      fireEvent.change(slider(), { target: { value: '50' } });
      fireEvent.keyUp(slider(), { key: 'ArrowRight' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(preview()?.textContent).toBe('0:50');
      expect(preview()?.style.left).toBe('250px');
      expect(tile()?.style.backgroundPosition).toBe('-800px 0px');
      await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
      expect(preview()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the time alone while the thumbnails load, and no preview for a title without them', async () => {
    fetchMock.mockImplementationOnce(() => new Promise(() => undefined));
    await renderPlayer(VTT_URL);
    await hover(500);
    expect(preview()?.textContent).toBe('1:40');
    expect(tile()).toBeNull();
    cleanup();

    await renderPlayer(undefined);
    await hover(500);
    expect(preview()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
