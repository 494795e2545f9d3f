// Issue 4 on the details page: the watchlist toggle (SPEC 2.12, 4 'Watchlist', 5, 6) and continue
// watching (Resume from the saved position, progress saved by the full video).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadedSources, preparePlayback } from '@/testing/fake-shaka-engine.ts';
import { makeUser } from '@/testing/fixtures.ts';
import { currentLocation } from '@/testing/render.tsx';
import { setSignedIn, setSignedOut } from '@/testing/session.ts';
import { makeMovie } from '../testing/fixtures.ts';
import { mockCatalogue, renderMovie } from '../testing/render-movie.tsx';

vi.mock('@/features/player/engine/shaka-engine.ts', () => import('@/testing/fake-shaka-engine.ts'));

const progress = (position: number) => ({
  status: 'success',
  progress: { video_id: 1, position, duration: 1800, percent: 5, completed: false, updated_at: '2025-01-01T00:00:00.000Z' },
});

describe('watchlist button on the details page', () => {
  beforeEach(() => setSignedOut());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('never asks a visitor’s watchlist status (SPEC 5) and sends them to login with a redirect', async () => {
    const api = mockCatalogue(makeMovie());
    renderMovie(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Watchlist' }));
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=%2Fmovie%2F1'));
    expect(api.callsTo('GET', '/api/watchlist/status/')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/watchlist/toggle/')).toHaveLength(0);
  });

  it('does not ask the status when the flag is set but the token is missing', async () => {
    setSignedIn(makeUser());
    const { useSession } = await import('@/lib/session.ts');
    useSession.setState({ token: null });
    const api = mockCatalogue(makeMovie());
    renderMovie(1);
    await screen.findByRole('button', { name: 'Add to Watchlist' });
    expect(api.callsTo('GET', '/api/watchlist/status/')).toHaveLength(0);
  });

  it('shows the saved state for a signed-in viewer and flips it when the toggle succeeds', async () => {
    setSignedIn(makeUser());
    let inList = true;
    const api = mockCatalogue(makeMovie(), {
      'GET /api/watchlist/status/': () => ({ body: { in_watchlist: inList } }),
      'POST /api/watchlist/toggle/': () => {
        inList = !inList;
        return { body: { status: 'success', in_watchlist: inList, message: 'Removed from watchlist' } };
      },
    });
    renderMovie(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from Watchlist' }));
    expect(await screen.findByRole('button', { name: 'Add to Watchlist' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/watchlist/toggle/')[0]!.body).toEqual({ content_id: 1 });
  });

  it('keeps the state and says so when the toggle fails', async () => {
    setSignedIn(makeUser());
    mockCatalogue(makeMovie(), {
      'GET /api/watchlist/status/': () => ({ body: { in_watchlist: false } }),
      'POST /api/watchlist/toggle/': () => ({ status: 500, body: { status: 'error', message: 'boom' } }),
    });
    renderMovie(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Watchlist' }));
    expect(await screen.findByText('Failed to update watchlist. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to Watchlist' })).toBeTruthy();
  });
});

describe('continue watching on the details page', () => {
  beforeEach(() => {
    preparePlayback();
    setSignedOut();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers Resume from the saved position and starts the player there', async () => {
    setSignedIn(makeUser());
    mockCatalogue(makeMovie(), { 'GET /api/watch-progress/1/': () => ({ body: progress(754) }) });
    renderMovie(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Resume from 12:34' }));
    await screen.findByRole('dialog', { name: 'Godavari Sunrise' });
    await waitFor(() => expect(loadedSources.map((s) => s.startTime)).toEqual([754]), { timeout: 10_000 });
  });

  it('Start over plays from the beginning', async () => {
    setSignedIn(makeUser());
    mockCatalogue(makeMovie(), { 'GET /api/watch-progress/1/': () => ({ body: progress(754) }) });
    renderMovie(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(loadedSources.map((s) => s.startTime)).toEqual([0]), { timeout: 10_000 });
  });

  it('offers Full Video when nothing is saved, a few seconds in, or for a visitor (who is never asked)', async () => {
    setSignedIn(makeUser());
    mockCatalogue(makeMovie(), { 'GET /api/watch-progress/1/': () => ({ body: { status: 'success', progress: null } }) });
    renderMovie(1);
    expect(await screen.findByRole('button', { name: 'Full Video' })).toBeTruthy();
    cleanup();
    mockCatalogue(makeMovie(), { 'GET /api/watch-progress/1/': () => ({ body: progress(3) }) });
    renderMovie(1);
    expect(await screen.findByRole('button', { name: 'Full Video' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Resume from/ })).toBeNull();
    cleanup();
    setSignedOut();
    const api = mockCatalogue(makeMovie());
    renderMovie(1);
    expect(await screen.findByRole('button', { name: 'Full Video' })).toBeTruthy();
    expect(api.callsTo('GET', '/api/watch-progress/1/')).toHaveLength(0);
  });

  it('saves the position of the full video when its player closes, with keepalive, and offers Resume', async () => {
    setSignedIn(makeUser());
    const api = mockCatalogue(makeMovie(), {
      'GET /api/watch-progress/1/': () => ({ body: { status: 'success', progress: null } }),
      'POST /api/watch-progress/': () => ({ body: progress(42) }),
    });
    renderMovie(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Full Video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Godavari Sunrise' });
    const video = (await within(dialog).findByTestId('video-player-video', {}, { timeout: 10_000 })) as HTMLVideoElement;
    Object.defineProperty(video, 'duration', { configurable: true, get: () => 1800 });
    Object.defineProperty(video, 'currentTime', { configurable: true, get: () => 42.5 });
    fireEvent(video, new Event('playing'));
    fireEvent(video, new Event('timeupdate'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close player' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/watch-progress/')).toHaveLength(1));
    const save = api.callsTo('POST', '/api/watch-progress/')[0]!;
    expect(save.body).toEqual({ video_id: 1, position: 42, duration: 1800 });
    expect(save.init.keepalive).toBe(true);
    expect(save.headers['X-CSRFToken']).toBeDefined();
    // The saved row answers the page at once: Resume is offered without asking the server again.
    expect(await screen.findByRole('button', { name: 'Resume from 0:42' })).toBeTruthy();
    expect(api.callsTo('GET', '/api/watch-progress/1/')).toHaveLength(1);
  });

  async function playAndClose(button: string) {
    fireEvent.click(await screen.findByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: 'Godavari Sunrise' });
    const video = (await within(dialog).findByTestId('video-player-video', {}, { timeout: 10_000 })) as HTMLVideoElement;
    Object.defineProperty(video, 'duration', { configurable: true, get: () => 1800 });
    Object.defineProperty(video, 'currentTime', { configurable: true, get: () => 42 });
    fireEvent(video, new Event('playing'));
    fireEvent(video, new Event('timeupdate'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close player' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }

  it('saves nothing for a visitor', async () => {
    const api = mockCatalogue(makeMovie());
    renderMovie(1);
    await playAndClose('Full Video');
    expect(api.callsTo('POST', '/api/watch-progress/')).toHaveLength(0);
  });

  it('saves nothing for the promo', async () => {
    setSignedIn(makeUser());
    const api = mockCatalogue(makeMovie({ promo_hls_url: '/media/demo/promo/master.m3u8' }), {
      'GET /api/watch-progress/1/': () => ({ body: { status: 'success', progress: null } }),
    });
    renderMovie(1);
    await playAndClose('Promo');
    expect(api.callsTo('POST', '/api/watch-progress/')).toHaveLength(0);
  });
});
