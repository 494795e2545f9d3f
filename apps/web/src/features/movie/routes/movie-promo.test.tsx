// Promo mode on the movie details page (SPEC 2.12): page scroll hidden while the promo plays and
// restored after, muted, the alternate stream as fallback, the button gone once the promo failed,
// and the looping muted background promo after the start delay (SPEC 9: 3 s).
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PROMO_START_DELAY_MS } from '@ott/contract';
import type { EngineListeners, PlaybackEngine, PlayerSource } from '@/features/player/index.ts';
import { createShakaEngine, loadedSources, preparePlayback } from '@/testing/fake-shaka-engine.ts';
import { setSignedOut } from '@/testing/session.ts';
import { HeroBackdrop } from '../components/hero-backdrop.tsx';
import { makeMovie } from '../testing/fixtures.ts';
import { mockCatalogue, renderMovie } from '../testing/render-movie.tsx';

vi.mock('@/features/player/engine/shaka-engine.ts', () => import('@/testing/fake-shaka-engine.ts'));

const PROMO = '/media/demo/promo-new-this-week/master.m3u8';
const PROMO_DASH = '/media/demo/promo-new-this-week/manifest.mpd';

/** The next engine created fails for good on load, as after its fallback was tried too. */
function failNextEngine() {
  const create = createShakaEngine as unknown as Mock<(video: HTMLVideoElement, listeners: EngineListeners) => Promise<PlaybackEngine>>;
  create.mockImplementationOnce(async (_video, listeners) => ({
    load: async (source: PlayerSource) => {
      loadedSources.push(source);
      listeners.onFatalError(new Error('manifest 404'));
    },
    getQualities: () => [],
    setQuality: () => undefined,
    isAutoQuality: () => true,
    destroy: async () => undefined,
  }));
}

describe('promo mode (SPEC 2.12)', () => {
  beforeEach(() => {
    preparePlayback();
    setSignedOut();
    document.documentElement.style.overflow = '';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('plays the promo muted over a page that cannot scroll, with DASH as the fallback, and restores scroll on close', async () => {
    const api = mockCatalogue(makeMovie({ promo_hls_url: PROMO }));
    renderMovie(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Promo' }));
    const dialog = await screen.findByRole('dialog');
    expect(document.documentElement.style.overflow).toBe('hidden');
    await waitFor(() => expect(loadedSources.at(-1)).toMatchObject({ url: PROMO, fallbackUrl: PROMO_DASH }), { timeout: 10_000 });
    const video = dialog.querySelector('video');
    expect(video?.muted).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close player' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.documentElement.style.overflow).toBe('');
    // A promo is not a view of the title.
    expect(api.calls.filter((c) => c.path.endsWith('/view/'))).toEqual([]);
  });

  it('drops the Promo button once the promo failed for good', async () => {
    mockCatalogue(makeMovie({ promo_hls_url: PROMO }));
    renderMovie(1);
    const promo = await screen.findByRole('button', { name: 'Promo' });
    failNextEngine();
    fireEvent.click(promo);
    expect(await screen.findByText('Sorry, the video is not available at the moment. Please try again later.', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /Close player|Go back/ })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Promo' })).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Full Video' })).toBeTruthy();
  });
});

describe('background promo (SPEC 2.12, 9 promo start delay)', () => {
  beforeEach(() => preparePlayback());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('starts a muted looping promo after 3 s, with the alternate stream as fallback', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<HeroBackdrop image="/media/demo/x/poster.jpg" promoUrl={PROMO} onPromoFailed={() => undefined} />);
    act(() => vi.advanceTimersByTime(PROMO_START_DELAY_MS - 100));
    expect(screen.queryByTestId('promo-background-video')).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    vi.useRealTimers();
    const video = (await screen.findByTestId('promo-background-video', {}, { timeout: 10_000 })) as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    await waitFor(() => expect(loadedSources.at(-1)).toMatchObject({ url: PROMO, fallbackUrl: PROMO_DASH }));
  });

  it('tells the page when the promo failed, so it keeps the image and hides the button', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onPromoFailed = vi.fn();
    failNextEngine();
    render(<HeroBackdrop image={undefined} promoUrl={PROMO} onPromoFailed={onPromoFailed} />);
    act(() => vi.advanceTimersByTime(PROMO_START_DELAY_MS));
    vi.useRealTimers();
    await waitFor(() => expect(onPromoFailed).toHaveBeenCalledTimes(1), { timeout: 10_000 });
  });
});
