import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { stubApi } from '@/testing/api-stub.ts';
import { renderElement } from '@/testing/render.tsx';
import { freshSessionPerTest } from '@/testing/session.ts';
import { makeBanner } from '../testing/fixtures.ts';
import { BannerAds } from './banner-ads.tsx';

const BANNERS = [
  makeBanner({ id: 2, title: 'Go Premium', call_to_action: 'View Plans', external_url: '/plans' }),
  makeBanner({ id: 3, title: 'Invite and Earn', external_url: 'https://brand.example/offer' }),
];

function mockBanners(banners = BANNERS) {
  return stubApi({
    'GET /api/ads/banner/': () => ({ body: banners }),
    'POST /api/advertisements/:id/track_impression/': () => ({ body: { status: 'success', counted: true } }),
    'POST /api/advertisements/:id/track_click/': () => ({ body: { status: 'success', counted: true } }),
  });
}

const activeTitle = () => screen.getAllByTestId('banner-slide').find((s) => s.dataset.active === 'true')?.querySelector('h3')?.textContent;
const impressionPaths = (api: ReturnType<typeof mockBanners>) =>
  api.calls.filter((c) => c.path.endsWith('/track_impression/')).map((c) => c.path);
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

/**
 * Waits (on real timers: the data, the lazy chunk and testing-library need them) for the carousel,
 * then fakes the timeouts and restarts the rotation's wait on them (hover on, hover off).
 */
async function showCarousel() {
  const region = await screen.findByRole('region', { name: 'Sponsored' }, { timeout: 5000 });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.pointerEnter(region);
  fireEvent.pointerLeave(region);
  return region;
}

describe('BannerAds (SPEC 4 Ads, 9: rotation every 10 s)', () => {
  freshSessionPerTest();
  afterEach(() => vi.useRealTimers());

  it('rotates every 10 s, wraps, and records one impression per banner per page view', async () => {
    const api = mockBanners();
    renderElement(<BannerAds videoId={5} />);
    await showCarousel();
    expect(activeTitle()).toBe('Go Premium');
    expect(impressionPaths(api)).toEqual(['/api/advertisements/2/track_impression/']);
    advance(9_999);
    expect(activeTitle()).toBe('Go Premium');
    advance(1);
    expect(activeTitle()).toBe('Invite and Earn');
    advance(10_000);
    expect(activeTitle()).toBe('Go Premium');
    advance(10_000);
    expect(impressionPaths(api)).toEqual(['/api/advertisements/2/track_impression/', '/api/advertisements/3/track_impression/']);
    const bodies = api.calls.filter((c) => c.path.endsWith('/track_impression/')).map((c) => c.body as Record<string, unknown>);
    expect(bodies[0]).toMatchObject({ impression_type: 'banner', video_id: 5 });
    expect(bodies[1]!.view_id).toBe(bodies[0]!.view_id);
  });

  it('pauses while hovered or focused, and on the pause button; dots choose a banner', async () => {
    mockBanners();
    renderElement(<BannerAds />);
    const region = await showCarousel();
    fireEvent.pointerEnter(region);
    advance(30_000);
    expect(activeTitle()).toBe('Go Premium');
    fireEvent.pointerLeave(region);
    advance(10_000);
    expect(activeTitle()).toBe('Invite and Earn');

    fireEvent.click(screen.getByRole('button', { name: 'Show ad 1 of 2' }));
    expect(activeTitle()).toBe('Go Premium');
    fireEvent.click(screen.getByRole('button', { name: 'Pause ads' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play ads' }));
    advance(30_000);
    expect(activeTitle()).toBe('Go Premium');
    fireEvent.click(screen.getByRole('button', { name: 'Play ads' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause ads' }));
    advance(10_000);
    expect(activeTitle()).toBe('Invite and Earn');
  });

  it('posts a click from the call to action; other sites open in a new tab without an opener', async () => {
    const api = mockBanners();
    renderElement(<BannerAds videoId={5} />);
    await showCarousel();
    advance(10_000);
    const external = screen.getByRole('link', { name: 'Learn More' });
    expect(external.getAttribute('href')).toBe('https://brand.example/offer');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    external.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(external);
    fireEvent.click(external);
    expect(api.callsTo('POST', '/api/advertisements/3/track_click/')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/advertisements/3/track_click/')[0]!.body).toMatchObject({ video_id: 5 });
  });

  it('holds the carousel\'s height while the banners load, so nothing below moves (CLS)', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    stubApi({
      'GET /api/ads/banner/': async () => {
        await gate;
        return { body: BANNERS };
      },
      'POST /api/advertisements/:id/track_impression/': () => ({ body: { status: 'success', counted: true } }),
    });
    renderElement(<BannerAds className="mx-4" />);
    const placeholder = screen.getByTestId('banner-placeholder');
    expect(placeholder.className).toContain('h-44');
    expect(placeholder.className).toContain('sm:h-48');
    expect(placeholder.className).toContain('mx-4');
    release();
    const region = await screen.findByRole('region', { name: 'Sponsored' }, { timeout: 5000 });
    expect(region.querySelector('.h-44.sm\\:h-48')).not.toBeNull();
    expect(screen.queryByTestId('banner-placeholder')).toBeNull();
  });

  it('renders nothing for an empty list', async () => {
    const api = mockBanners([]);
    const view = renderElement(<BannerAds />);
    await waitFor(() => expect(api.requests('/api/ads/banner/')).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByTestId('banner-ads')).toBeNull();
    expect(view.container.textContent).toBe('');
  });
});
