// Issue 12 point 12: the DRM card checks entitlement before any pre-roll. A visitor or a viewer
// without a subscription sees 'Subscribe to watch this content' at once and no ad is requested;
// an entitled viewer goes on to the ads (none for subscribers) and the player.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DemoStream } from '@ott/contract';
import { stubApi, type Routes } from '@/testing/api-stub.ts';
import { preparePlayback } from '@/testing/fake-shaka-engine.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { freshSessionPerTest, signIn } from '@/testing/session.ts';
import { Component as AdvancedPlayerRoute } from '../routes/advanced-player-route.tsx';

vi.mock('@/features/player/engine/shaka-engine.ts', () => import('@/testing/fake-shaka-engine.ts'));

const DRM: DemoStream = {
  id: 'drm',
  title: 'DRM Protected Content',
  description: '',
  kind: 'hls',
  url: '/media/drm/master.m3u8',
  poster: null,
  is_live: false,
  is_protected: true,
  ad_video_id: 7,
  available: true,
};
const REFUSED = { entitled: false, message: 'Subscribe to watch this content' };
const PRE_ROLL = { pre_roll: [{ id: 1, title: 'Ad', description: '', ad_type: 'video', video_file: '/media/ads/a.mp4', banner_image: null, external_url: null, call_to_action: null, skip_after: 5, is_active_now: true }], mid_roll: [], post_roll: [] };

function routes(access: Routes[string]): Routes {
  return {
    'GET /api/advanced-player/streams/': () => ({ body: [DRM] }),
    'GET /api/ads/banner/': () => ({ body: [] }),
    'GET /api/video/:id/ads/': () => ({ body: PRE_ROLL }),
    'GET /api/drm/access/': access,
  };
}

const renderPage = () => renderRoutes([{ path: '/advanced-player', element: <AdvancedPlayerRoute /> }], { at: '/advanced-player' });
const chooseDrm = async () => userEvent.click(await screen.findByRole('button', { name: 'Watch DRM Protected Content' }));

async function expectRefusedBeforeAnyAd(api: ReturnType<typeof stubApi>) {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Subscribe to watch this content');
  expect(within(alert).getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe('/plans');
  expect(api.requests('/api/drm/access/')).toHaveLength(1);
  expect(api.calls.some((call) => call.path.startsWith('/api/video/'))).toBe(false);
  expect(screen.queryByTestId('pre-roll-gate')).toBeNull();
  expect(screen.queryByTestId('advanced-player')).toBeNull();
}

describe('DRM card: entitlement before ads', () => {
  freshSessionPerTest();
  beforeEach(() => preparePlayback());
  afterEach(() => vi.restoreAllMocks());

  it('refuses a visitor at once, with no ad requested or played', async () => {
    const api = stubApi(routes(() => ({ body: REFUSED })));
    renderPage();
    await chooseDrm();
    await expectRefusedBeforeAnyAd(api);
  });

  it('refuses a signed-in viewer without a subscription the same way, and Close goes back to the cards', async () => {
    signIn();
    const api = stubApi(routes(() => ({ body: REFUSED })));
    renderPage();
    await chooseDrm();
    await expectRefusedBeforeAnyAd(api);
    await userEvent.click(screen.getByRole('button', { name: 'Close player' }));
    await waitFor(() => expect(screen.queryByTestId('drm-refusal')).toBeNull());
    expect(screen.getByRole('button', { name: 'Watch DRM Protected Content' })).toBeTruthy();
  });

  it('lets an entitled viewer through to the ads and then the player', async () => {
    const api = stubApi(routes(() => ({ body: { entitled: true } })));
    renderPage();
    await chooseDrm();
    expect(await screen.findByTestId('pre-roll-gate')).toBeTruthy();
    expect(api.requests('/api/video/7/ads/')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes on to the ads when the check itself fails (the key endpoint still decides)', async () => {
    const api = stubApi(routes(() => 'network-error'));
    renderPage();
    await chooseDrm();
    expect(await screen.findByTestId('pre-roll-gate')).toBeTruthy();
    expect(api.requests('/api/video/7/ads/')).toHaveLength(1);
  });
});
