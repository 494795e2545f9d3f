import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { stubApi } from '@/testing/api-stub.ts';
import { categoryPage, makeCategory, makeVideo } from '@/testing/fixtures.ts';
import { currentPath } from '@/testing/render.tsx';
import { renderRoute } from '../testing/render-browse.tsx';
import { Component as CategoryRoute } from './category-route.tsx';

const comedy = makeCategory(3, 'Comedy', 'Laughs from Tollywood and beyond');
const open = (id = '3') => renderRoute('/category/:id', <CategoryRoute />, `/category/${id}`);
const pageOf = (page: number) => Array.from({ length: 20 }, (_, i) => makeVideo({ id: (page - 1) * 20 + i + 1 }));

describe('category videos (SPEC 2.19, 7, 8, 9)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('titles the grid with the category and tags cards NEW, PREMIUM and RENTAL with m:ss durations', async () => {
    const fresh = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const api = stubApi(() => ({
      body: categoryPage(comedy, [
        makeVideo({ id: 1, title: 'Fresh Paid', video_type: 'paid', is_premium: true, created_at: fresh, duration: 307 }),
        makeVideo({ id: 2, title: 'Old Rental', video_type: 'rental', duration: 3900 }),
        makeVideo({ id: 3, title: 'Old Free', duration: 59 }),
      ], 1, false),
    }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Comedy' })).toBeTruthy();
    expect(screen.getByText('Laughs from Tollywood and beyond')).toBeTruthy();
    expect(screen.getByText('3 videos')).toBeTruthy();
    const [paid, rental, free] = within(screen.getByRole('list', { name: 'Comedy' })).getAllByRole('link');
    expect(within(paid!).getByText('PREMIUM')).toBeTruthy();
    expect(within(paid!).getByText('NEW')).toBeTruthy();
    expect(within(paid!).getByText('5:07')).toBeTruthy();
    expect(within(rental!).getByText('RENTAL')).toBeTruthy();
    expect(within(rental!).queryByText('NEW')).toBeNull();
    expect(within(rental!).getByText('65:00')).toBeTruthy();
    expect(within(free!).queryByText(/PREMIUM|RENTAL|NEW/)).toBeNull();
    expect(within(free!).getByText('0:59')).toBeTruthy();
    expect(paid!.getAttribute('href')).toBe('/movie/1');

    const [url] = api.requests('/api/videos/category/3/');
    expect(Object.fromEntries(url!.searchParams)).toEqual({ page: '1', page_size: '20' });
    fireEvent.click(rental!);
    expect(currentPath()).toBe('/movie/2');
  });

  it('loads the next page of 20 with Load More while the server says has_next', async () => {
    const api = stubApi(({ url }) => {
      const page = Number(url.searchParams.get('page'));
      return { body: categoryPage(comedy, page < 3 ? pageOf(page) : pageOf(3).slice(0, 5), page, page < 3, 45) };
    });
    open();
    const grid = await screen.findByRole('list', { name: 'Comedy' });
    expect(within(grid).getAllByRole('link')).toHaveLength(20);
    expect(screen.getByText('45 videos')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Video 40')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Video 45')).toBeTruthy();
    expect(within(grid).getAllByRole('link')).toHaveLength(45);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(api.requests('/api/videos/category/3/').map((u) => [u.searchParams.get('page'), u.searchParams.get('page_size')])).toEqual([
      ['1', '20'],
      ['2', '20'],
      ['3', '20'],
    ]);
  });

  it('says Coming Soon when the category has no videos', async () => {
    stubApi(() => ({ body: categoryPage(comedy, [], 1, false) }));
    open();
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Comedy' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it("says 'Category information not available' for a missing category or a reply without one", async () => {
    stubApi(() => ({ status: 404, body: { status: 'error', message: 'Category not found' } }));
    open('999');
    expect(await screen.findByRole('heading', { name: 'Category information not available' })).toBeTruthy();
    cleanup();
    stubApi(() => ({ body: categoryPage(undefined, [makeVideo({ id: 1 })], 1, false) }));
    open();
    expect(await screen.findByRole('heading', { name: 'Category information not available' })).toBeTruthy();
  });

  it('shows a load error with Try Again, which loads again', async () => {
    let fail = true;
    stubApi(() => (fail ? { status: 500, body: { message: 'boom' } } : { body: categoryPage(comedy, [makeVideo({ id: 1 })], 1, false) }));
    open();
    // The route retries a server error once (after ~1 s) before showing it.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Comedy' })).toBeTruthy();
  });
});
