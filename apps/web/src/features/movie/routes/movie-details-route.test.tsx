import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadedSources, loadedUrls, preparePlayback } from '@/testing/fake-shaka-engine.ts';
import { makeUser } from '@/testing/fixtures.ts';
import { currentLocation } from '@/testing/render.tsx';
import { setSignedIn, setSignedOut } from '@/testing/session.ts';
import { makeMovie } from '../testing/fixtures.ts';
import { mockCatalogue, renderMovie } from '../testing/render-movie.tsx';

// jsdom must never load Shaka: the engine module is replaced by a recording fake.
vi.mock('@/features/player/engine/shaka-engine.ts', () => import('@/testing/fake-shaka-engine.ts'));

const fullVideo = () => screen.findByRole('button', { name: 'Full Video' });

describe('movie details (SPEC 2.12, 4 Movie playback rules)', () => {
  beforeEach(() => {
    preparePlayback();
    setSignedOut();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the title, year, duration in hours and minutes, category, moods and views', async () => {
    mockCatalogue(makeMovie());
    renderMovie(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Godavari Sunrise' })).toBeTruthy();
    expect(screen.getByTestId('movie-duration').textContent).toBe('2h 22m');
    expect(screen.getByText('2023')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Drama' }).getAttribute('href')).toBe('/category/4');
    expect(screen.getByText('Feel-good')).toBeTruthy();
    expect(screen.getByText('15.3K views')).toBeTruthy();
  });

  it('opens the player over the page for a free movie: HLS first, DASH as the fallback', async () => {
    mockCatalogue(makeMovie());
    renderMovie(1);
    fireEvent.click(await fullVideo());
    const player = await screen.findByRole('dialog', { name: 'Godavari Sunrise' });
    expect(await within(player).findByTestId('video-player-video', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(loadedUrls()).toEqual(['/media/demo/godavari-sunrise/master.m3u8']), { timeout: 10_000 });
    expect(loadedSources.map((s) => s.fallbackUrl)).toEqual(['/media/demo/godavari-sunrise/manifest.mpd']);
    expect(currentLocation()).toBe('/movie/1');
  });

  it('asks a signed-in viewer without a subscription to subscribe for paid content', async () => {
    setSignedIn(makeUser());
    mockCatalogue(makeMovie({ id: 2, video_type: 'paid', is_premium: true, hls_url: null, dash_url: null, can_play: false }));
    renderMovie(2);
    fireEvent.click(await fullVideo());
    const popup = await screen.findByRole('dialog', { name: 'Premium Content' });
    expect(within(popup).getByText('Subscribe to Continue Watching')).toBeTruthy();
    expect(within(popup).getByText('Access to all premium content')).toBeTruthy();
    expect(within(popup).getByText('Watch on any device')).toBeTruthy();
    expect(within(popup).getByText('Ad-free experience')).toBeTruthy();
    expect(within(popup).getByText('Plans start from ₹365/year (₹1/day)')).toBeTruthy();
    const subscribe = within(popup).getByRole('link', { name: 'View Plans & Subscribe' });
    expect(subscribe.getAttribute('href')).toBe('/plans?redirect=%2Fmovie%2F2&video_id=2');
    expect(loadedUrls()).toEqual([]);
  });

  it('plays paid content for a subscriber', async () => {
    setSignedIn(makeUser({ is_subscribed: true, subscription_end_date: '2999-01-01T00:00:00.000Z' }));
    mockCatalogue(makeMovie({ id: 2, video_type: 'paid', is_premium: true, hls_url: '/media/p/master.m3u8', dash_url: null }));
    renderMovie(2);
    fireEvent.click(await fullVideo());
    await waitFor(() => expect(loadedUrls()).toEqual(['/media/p/master.m3u8']), { timeout: 10_000 });
  });

  it('offers a rental to a viewer without one', async () => {
    setSignedIn(makeUser());
    mockCatalogue(
      makeMovie({ id: 3, video_type: 'rental', hls_url: null, can_play: false, rental_price: 99, prices: [{ id: 1, rental_price: 99, rental_duration: 2 }] }),
    );
    renderMovie(3);
    expect(await screen.findByText('₹99 · 2 days')).toBeTruthy();
    fireEvent.click(await fullVideo());
    const popup = await screen.findByRole('dialog', { name: 'Rent to Watch' });
    expect(within(popup).getByRole('link', { name: 'Rent for ₹99' }).getAttribute('href')).toBe('/movie/3/rent');
  });

  it('sends a visitor to login before paid content', async () => {
    mockCatalogue(makeMovie({ id: 2, video_type: 'paid', hls_url: null, can_play: false }));
    renderMovie(2);
    fireEvent.click(await fullVideo());
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=%2Fmovie%2F2'));
  });

  it('shows the error toast when a playable movie has no HLS stream', async () => {
    mockCatalogue(makeMovie({ hls_url: null }));
    renderMovie(1);
    fireEvent.click(await fullVideo());
    expect(await screen.findByText('Sorry, the video is not available at the moment. Please try again later.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the Promo button only when a promo stream exists', async () => {
    mockCatalogue(makeMovie());
    renderMovie(1);
    await fullVideo();
    expect(screen.queryByRole('button', { name: 'Promo' })).toBeNull();
    cleanup();
    mockCatalogue(makeMovie({ promo_hls_url: '/media/demo/promo/master.m3u8' }));
    renderMovie(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Promo' }));
    await waitFor(() => expect(loadedUrls()).toContain('/media/demo/promo/master.m3u8'), { timeout: 10_000 });
  });

  it('sends a visitor to login from the watchlist button, and reports a failed toggle', async () => {
    mockCatalogue(makeMovie());
    renderMovie(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Watchlist' }));
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=%2Fmovie%2F1'));
    cleanup();
    setSignedIn(makeUser());
    mockCatalogue(makeMovie());
    renderMovie(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Watchlist' }));
    expect(await screen.findByText('Failed to update watchlist. Please try again.')).toBeTruthy();
  });

  it('shows the load error as a toast and inline with Try Again', async () => {
    mockCatalogue({ status: 404, body: { status: 'error', message: 'Video not found' } });
    renderMovie(1);
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getAllByText('Error loading movie details. Please try again.').length).toBe(2);
  });
});
