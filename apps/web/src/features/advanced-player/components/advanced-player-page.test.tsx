// The advanced player demo page (SPEC 2.22): title, the three cards with their badges, the banner
// only for a stored user, and choosing a card: pre-roll first, then the player full screen.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Advertisement, DemoStream } from '@ott/contract';
import { stubApi, type Routes } from '@/testing/api-stub.ts';
import { loadedSources, preparePlayback } from '@/testing/fake-shaka-engine.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { freshSessionPerTest, signIn } from '@/testing/session.ts';
import { Component as AdvancedPlayerRoute } from '../routes/advanced-player-route.tsx';

vi.mock('@/features/player/engine/shaka-engine.ts', () => import('@/testing/fake-shaka-engine.ts'));

const stream = (over: Partial<DemoStream> & Pick<DemoStream, 'id'>): DemoStream => ({
  title: over.id,
  description: '',
  kind: 'hls',
  url: `/media/${over.id}/master.m3u8`,
  poster: `/media/${over.id}/poster.jpg`,
  is_live: false,
  is_protected: false,
  ad_video_id: 7,
  available: true,
  ...over,
});

const STREAMS: DemoStream[] = [
  stream({ id: 'hls_live', is_live: true, url: '/media/live/index.m3u8' }),
  stream({ id: 'dash_vod', kind: 'dash', url: '/media/demo/manifest.mpd' }),
  stream({ id: 'drm', is_protected: true, url: '/media/drm/master.m3u8', available: false }),
];

const banner: Advertisement = {
  id: 3,
  title: 'Festival offer',
  description: 'Half price this week',
  ad_type: 'banner',
  video_file: null,
  banner_image: '/media/ads/banner.jpg',
  external_url: 'https://example.com',
  call_to_action: 'Learn more',
  skip_after: 0,
  is_active_now: true,
};

function routes(extra: Routes = {}): Routes {
  return {
    'GET /api/advanced-player/streams/': () => ({ body: STREAMS }),
    'GET /api/ads/banner/': () => ({ body: [banner] }),
    'GET /api/video/:id/ads/': () => ({ body: { pre_roll: [], mid_roll: [], post_roll: [] } }),
    ...extra,
  };
}

const renderPage = () => renderRoutes([{ path: '/advanced-player', element: <AdvancedPlayerRoute /> }], { at: '/advanced-player' });

describe('advanced player page', () => {
  freshSessionPerTest();
  beforeEach(() => preparePlayback());
  afterEach(() => vi.restoreAllMocks());

  it('shows the title, subtitle, the three cards with badges and the features list', async () => {
    stubApi(routes());
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Advanced Video Player' })).toBeTruthy();
    expect(screen.getByText('Featuring HLS, DASH, and DRM support')).toBeTruthy();
    const live = await screen.findByRole('button', { name: 'Watch HLS Live Stream' });
    expect(within(live).getByText('LIVE')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: 'Watch DASH VOD Stream' })).getByText('DASH')).toBeTruthy();
    const drm = screen.getByRole('button', { name: 'Watch DRM Protected Content' });
    expect(within(drm).getByText('DRM')).toBeTruthy();
    expect((drm as HTMLButtonElement).disabled).toBe(true);
    expect(within(drm).getByText('Starting up, back in a moment')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Player features' })).toBeTruthy();
  });

  it('shows no banner and asks for none for a visitor', async () => {
    const api = stubApi(routes());
    renderPage();
    await screen.findByRole('button', { name: 'Watch HLS Live Stream' });
    expect(screen.queryByTestId('banner-ads')).toBeNull();
    expect(api.requests('/api/ads/banner/')).toHaveLength(0);
  });

  it('shows the banner ad on top for a stored user', async () => {
    signIn();
    stubApi(routes());
    renderPage();
    expect(await screen.findByTestId('banner-ads')).toBeTruthy();
    expect(screen.getByText('Festival offer')).toBeTruthy();
  });

  it('runs the pre-roll for the card, then opens the player on the card stream', async () => {
    const api = stubApi(routes());
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Watch DASH VOD Stream' }));
    // No pre-roll ads for video 7: the gate hands over and the player opens on the DASH manifest.
    const player = await screen.findByTestId('advanced-player');
    expect(api.requests('/api/video/7/ads/')).toHaveLength(1);
    expect(player.getAttribute('data-stream')).toBe('dash_vod');
    expect(screen.getByRole('dialog', { name: 'DASH VOD Stream' })).toBeTruthy();
    await waitFor(() => expect(loadedSources.map((s) => s.url)).toEqual(['/media/demo/manifest.mpd']));
    expect(screen.queryByTestId('pre-roll-gate')).toBeNull();
  });

  it('opens the player when the ads fail to load, and closes back to the cards', async () => {
    stubApi(routes({ 'GET /api/video/:id/ads/': () => ({ status: 500, body: { status: 'error', message: 'boom' } }) }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Watch HLS Live Stream' }));
    await screen.findByTestId('advanced-player');
    expect(screen.getByRole('button', { name: 'Go to live' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close player' }));
    await waitFor(() => expect(screen.queryByTestId('advanced-player')).toBeNull());
    expect(screen.getByRole('button', { name: 'Watch HLS Live Stream' })).toBeTruthy();
  });

  it('never opens a card that is not available', async () => {
    const api = stubApi(routes());
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Watch DRM Protected Content' }));
    expect(screen.queryByTestId('pre-roll-gate')).toBeNull();
    expect(api.requests('/api/video/7/ads/')).toHaveLength(0);
  });
});
