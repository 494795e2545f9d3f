// Issue 12 point 11: a premium live channel the server gave no stream for (visitor, no
// subscription) opens the premium popup of premium titles, never the player; a subscriber's
// channel (with its signed URL) plays as before.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LiveStream } from '@ott/contract';
import { stubApi, success } from '@/testing/api-stub.ts';
import { polyfillDialog } from '@/testing/dom.ts';
import { makeCategory } from '@/testing/fixtures.ts';
import { preparePlayback } from '@/testing/fake-shaka-engine.ts';
import { renderHome, stubHomeDom } from './testing/render-home.tsx';

vi.mock('@/features/player/engine/shaka-engine.ts', () => import('@/testing/fake-shaka-engine.ts'));

const premiereNight = (live_url: string | null): LiveStream => ({
  id: 6, title: 'Tollywood Premiere Night', description: 'Red carpet and audio launches, live.', live_url,
  thumbnail: null, is_important: false, is_active: true, is_premium: true, order: 6, category: 1,
});

function stubLive(stream: LiveStream) {
  return stubApi({
    '/api/videos/hero/': () => success([]),
    '/api/frontend/categories/': () => success([makeCategory(1, 'Movies')]),
    '/api/videos/': () => ({ body: [] }),
    '/api/live-streams/': () => ({ body: [stream] }),
    '/api/frontend/states/': () => success([], { message: 'ok' }),
  });
}

const openChannel = async () => {
  const row = await screen.findByRole('region', { name: /Live Channels · Movies/ }, { timeout: 5000 });
  fireEvent.click(within(row).getByRole('button', { name: 'Watch Tollywood Premiere Night live' }));
};

describe('premium live channel', { timeout: 20_000 }, () => {
  beforeEach(() => {
    stubHomeDom();
    polyfillDialog();
    preparePlayback();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a non-subscriber the premium popup, and no player', async () => {
    stubLive(premiereNight(null));
    renderHome();
    await openChannel();
    const popup = await screen.findByRole('dialog', { name: 'Premium Content' });
    expect(within(popup).getByText('Subscribe to Continue Watching')).toBeTruthy();
    const plans = within(popup).getByRole('link', { name: 'View Plans & Subscribe' });
    expect(plans.getAttribute('href')).toBe('/plans?redirect=%2F');
    expect(document.querySelector('video')).toBeNull();
    expect(screen.queryByRole('status', { name: 'Loading live stream' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: /Tollywood Premiere Night/ })).toBeNull();
    // A dialog over the page (as on the movie page), not a navigation: Close simply closes it.
    fireEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Premium Content' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Watch Tollywood Premiere Night live' })).toBeTruthy();
  });

  it('plays for a subscriber, whose list carries the signed stream URL', async () => {
    stubLive(premiereNight('/media/s/tok/protected/demo/premiere/master.m3u8'));
    renderHome();
    await openChannel();
    expect(await screen.findByRole('status', { name: 'Loading live stream' })).toBeTruthy();
    expect(document.querySelector('video')).not.toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Premium Content' })).toBeNull();
  });
});
