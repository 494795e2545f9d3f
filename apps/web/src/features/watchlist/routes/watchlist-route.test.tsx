import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WatchlistItem } from '@ott/contract';
import { stubApi } from '@/testing/api-stub.ts';
import { renderRoutes, stubPage } from '@/testing/render.tsx';
import { setSignedIn } from '@/testing/session.ts';
import { Component as WatchlistRoute } from './watchlist-route.tsx';

function item(id: number, title: string, extra: Partial<WatchlistItem['content_details']> = {}): WatchlistItem {
  return {
    id: 100 + id,
    content: id,
    created_at: '2025-01-01T00:00:00.000Z',
    content_details: {
      id,
      title,
      thumbnail_url: `/media/${id}/thumb.jpg`,
      portrait_thumbnail_url: `/media/${id}/poster.jpg`,
      release_date: '2023-08-15',
      duration: 8520,
      video_type: 'free',
      ...extra,
    },
  };
}

const renderWatchlist = () => renderRoutes([{ path: '/watchlist', element: <WatchlistRoute /> }, stubPage('/', 'Home page')], { at: '/watchlist', toaster: true });

const card = (title: string) => screen.getByRole('article', { name: title });

describe('/watchlist (SPEC 2.20, 8 Watchlist)', () => {
  beforeEach(() => {
    setSignedIn();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows My Watchlist, a loading state, then cards with year, duration, Watch Now and Remove', async () => {
    let answer!: (reply: { body: unknown }) => void;
    stubApi({ 'GET /api/watchlist/': () => new Promise((resolve) => (answer = resolve)) });
    renderWatchlist();
    expect(screen.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading your watchlist...' })).toBeTruthy();
    answer({ body: [item(1, 'godavari sunrise'), item(2, 'monsoon melody', { release_date: null, duration: 2700, video_type: 'rental' })] });

    const first = await screen.findByRole('article', { name: 'Godavari Sunrise' });
    expect(within(first).getByText('2023 · 2h 22m')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Watch Now: Godavari Sunrise' }).getAttribute('href')).toBe('/movie/1');
    expect(within(first).getByRole('button', { name: 'Remove Godavari Sunrise from watchlist' })).toBeTruthy();
    expect(within(card('Monsoon Melody')).getByText('45m')).toBeTruthy();
    expect(within(card('Monsoon Melody')).getByText('RENTAL')).toBeTruthy();
    expect(screen.getByText('2 titles')).toBeTruthy();
  });

  it('shows the empty state with Browse Videos to /', async () => {
    stubApi({ 'GET /api/watchlist/': () => ({ body: [] }) });
    renderWatchlist();
    expect(await screen.findByText('Your watchlist is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Videos' }).getAttribute('href')).toBe('/');
  });

  it('shows the load error with Try Again, which loads again', async () => {
    let fails = true;
    stubApi({ 'GET /api/watchlist/': () => (fails ? { status: 500, body: { message: 'down' } } : { body: [item(1, 'godavari sunrise')] }) });
    renderWatchlist();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load watchlist. Please try again later.')).toBeTruthy();
    fails = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Godavari Sunrise' })).toBeTruthy();
  });

  it('removes a title at once, keeps it removed on success and moves focus to the next card', async () => {
    let list = [item(1, 'godavari sunrise'), item(2, 'village cricket')];
    let answer!: (reply: { body: unknown }) => void;
    const api = stubApi({
      'GET /api/watchlist/': () => ({ body: list }),
      'POST /api/watchlist/toggle/': () => new Promise((resolve) => (answer = resolve)),
    });
    renderWatchlist();
    const remove = await screen.findByRole('button', { name: 'Remove Godavari Sunrise from watchlist' });
    remove.focus();
    fireEvent.click(remove);
    // Optimistic: gone before the server has answered.
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Godavari Sunrise' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Village Cricket from watchlist' }));
    list = [item(2, 'village cricket')];
    answer({ body: { status: 'success', in_watchlist: false, message: 'Removed from watchlist' } });
    expect(await screen.findByText('Removed from watchlist')).toBeTruthy();
    const toggles = api.calls.filter((call) => call.method === 'POST' && call.url.href.includes('/toggle/'));
    expect(toggles.map((call) => call.body)).toEqual([{ content_id: 1 }]);
    expect(screen.queryByRole('article', { name: 'Godavari Sunrise' })).toBeNull();
    expect(screen.getByText('1 title')).toBeTruthy();
  });

  it('puts the title back where it was and says so when removing fails', async () => {
    stubApi({
      'GET /api/watchlist/': () => ({ body: [item(1, 'godavari sunrise'), item(2, 'village cricket'), item(3, 'monsoon melody')] }),
      'POST /api/watchlist/toggle/': () => ({ status: 500, body: { status: 'error', message: 'boom' } }),
    });
    renderWatchlist();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Village Cricket from watchlist' }));
    expect(await screen.findByText('Failed to remove from watchlist. Please try again.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((a) => a.querySelector('h2')?.textContent)).toEqual([
        'Godavari Sunrise',
        'Village Cricket',
        'Monsoon Melody',
      ]),
    );
  });

  it('removes for real when the title had already left the list elsewhere (the toggle re-added it)', async () => {
    let inList = false;
    const api = stubApi({
      'GET /api/watchlist/': () => ({ body: inList ? [item(1, 'godavari sunrise')] : [] }),
      'POST /api/watchlist/toggle/': () => {
        inList = !inList;
        return { body: { status: 'success', in_watchlist: inList, message: '' } };
      },
    });
    inList = true;
    renderWatchlist();
    const remove = await screen.findByRole('button', { name: 'Remove Godavari Sunrise from watchlist' });
    inList = false; // removed in another tab
    fireEvent.click(remove);
    expect(await screen.findByText('Your watchlist is empty')).toBeTruthy();
    expect(inList).toBe(false);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });
});
