import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { HeroSlide, LiveStream, Video } from '@ott/contract';
import { stubApi, success, type Routes } from '@/testing/api-stub.ts';
import { makeCategory, makeVideo } from '@/testing/fixtures.ts';
import { renderHome, stubHomeDom } from './testing/render-home.tsx';

const video = (id: number, title: string, video_type: Video['video_type'], extra: Partial<Video> = {}): Video =>
  makeVideo({ id, title, video_type, is_premium: video_type === 'paid', created_at: '2020-01-01T00:00:00Z', release_date: '2021-05-01', duration: 6300, ...extra });
const hero: HeroSlide = {
  id: 1, video_id: 7, title: 'Godavari Sunrise', description: 'A ferryman finds a letter.', backdrop_url: null,
  thumbnail_url: null, promo_hls_url: null, video_type: 'free', is_4k: true, category_name: 'Movies',
  release_date: '2023-01-14', duration: 8520, order: 1,
};
const live = (id: number, title: string, cat: number, extra: Partial<LiveStream> = {}): LiveStream => ({
  id, title, description: '', live_url: '/live.m3u8', thumbnail: null, is_important: false, is_active: true,
  is_premium: false, order: id, category: cat, ...extra,
});

function stubHomeApi(overrides: Routes = {}) {
  return stubApi({
    '/api/videos/hero/': () => success([hero]),
    '/api/frontend/categories/': () => success([makeCategory(1, 'Movies'), makeCategory(19, 'Hidden Shorts'), makeCategory(5, 'News')]),
    '/api/videos/': ({ query }) => {
      const type = query.get('video_type');
      if (type === 'paid') return { body: [video(2, 'Rayalaseema Roar', 'paid')] };
      if (type === 'free') return { body: { results: [video(3, 'Village Cricket', 'free')] } };
      if (type === 'rental') return { body: { data: [video(4, 'Monsoon Melody', 'rental', { is_4k: true })] } };
      return { body: [video(5, 'Telugu Headlines Today', 'free', { created_at: new Date().toISOString() })] };
    },
    '/api/live-streams/': () => ({ body: [live(9, 'TV9 Live', 5), live(10, 'Off Air', 5, { is_active: false })] }),
    '/api/frontend/states/': () => success([{ id: 1, name: 'Andhra Pradesh', image_url: null, districts_count: 13 }], { message: 'ok' }),
    ...overrides,
  });
}

const section = (name: string | RegExp) => screen.findByRole('region', { name });

// Many queries render at once; the shared CI machine can be slow.
describe('Home (SPEC 2.3)', { timeout: 20_000 }, () => {
  beforeEach(stubHomeDom);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('renders the hero, Categories without category 19, and the video sections with their badges and links', async () => {
    const api = stubHomeApi();
    renderHome();

    const heroSlide = await screen.findByRole('group', { name: 'Godavari Sunrise' });
    expect(within(heroSlide).getByRole('link', { name: 'More Info' }).getAttribute('href')).toBe('/movie/7');

    const categories = await section('Categories');
    await within(categories).findByRole('link', { name: 'Movies' });
    expect(within(categories).getByRole('link', { name: 'Movies' }).getAttribute('href')).toBe('/category/1');
    expect(within(categories).queryByText('Hidden Shorts')).toBeNull();

    const recent = await section('Recently Added');
    const recentCard = await within(recent).findByRole('link', { name: /Telugu Headlines Today/ });
    expect(recentCard.getAttribute('href')).toBe('/movie/5');
    expect(within(recentCard).getByText('NEW')).toBeTruthy();
    expect(within(recentCard).getByText('2021 · 1h 45m')).toBeTruthy();

    const premium = await section('Premium Videos');
    await within(premium).findByText('Rayalaseema Roar');
    expect(within(premium).getAllByText('PAID').length).toBeGreaterThan(0);
    expect(within(premium).getByRole('link', { name: 'View All: Premium Videos' }).getAttribute('href')).toBe('/premium-videos');

    const free = await section('Free Videos');
    await within(free).findByText('Village Cricket');
    expect(within(free).getByRole('link', { name: 'View All: Free Videos' }).getAttribute('href')).toBe('/free-videos');

    const rental = await section('Rental Videos');
    await within(rental).findByText('Monsoon Melody');
    expect(within(rental).getAllByText('RENTAL').length).toBeGreaterThan(0);
    expect(within(rental).getByText('4K')).toBeTruthy();
    expect(within(rental).queryByRole('link', { name: /View All/ })).toBeNull();

    const calls = api.calls.map((call) => call.url.href);
    expect(calls.some((u) => u.includes('/api/videos/?limit=15&ordering=-created_at'))).toBe(true);
  });

  it('shows a live row only for categories with active streams, and the states strip', async () => {
    stubHomeApi();
    renderHome();
    const liveRow = await section(/Live Channels · News/);
    expect(within(liveRow).getByRole('button', { name: 'Watch TV9 Live live' })).toBeTruthy();
    expect(within(liveRow).queryByText('Off Air')).toBeNull();
    expect(screen.queryByRole('region', { name: /Live Channels · Movies/ })).toBeNull();

    const regional = await section('Regional Content');
    expect(within(regional).getByText('Coming Soon')).toBeTruthy();
    const state = await within(regional).findByRole('link', { name: /Andhra Pradesh/ });
    expect(state.getAttribute('href')).toBe('/regional/1');
  });

  it('skips a failing live poll silently', async () => {
    stubHomeApi({ '/api/live-streams/': () => ({ status: 500, body: 'oops' }) });
    renderHome();
    await section('Recently Added');
    await section('Regional Content');
    expect(screen.queryByRole('region', { name: /Live Channels/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['the server message', { status: 'error', message: 'States are offline' }, 200, 'States are offline'],
    ['Failed to load states', { status: 'error' }, 200, 'Failed to load states'],
    ['the generic error on a failed call', { message: 'boom' }, 500, 'Error loading states. Please try again later.'],
  ])('shows %s when states fail', async (_label, body, status, text) => {
    stubHomeApi({ '/api/frontend/states/': () => ({ status, body }) });
    renderHome();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('shows skeletons while loading', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    const { container } = renderHome();
    expect(container.querySelectorAll('[aria-hidden="true"].animate-pulse').length).toBeGreaterThan(10);
  });
});
