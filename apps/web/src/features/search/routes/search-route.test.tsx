import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setNarrowScreen } from '@/testing/dom.ts';
import { makeCategory } from '@/testing/fixtures.ts';
import { currentPath } from '@/testing/render.tsx';
import { renderSearch, searchCalls, stubCatalogue, videoTitled } from '../testing/render-search.tsx';

const box = () => screen.getByRole('combobox', { name: 'Search videos' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const submit = () => fireEvent.keyDown(box(), { key: 'Enter' });
const resultsGrid = () => screen.findByRole('list', { name: /^Results for/ });

/** Moves fake time on in small steps, letting real I/O run between them, until `find` finds. */
async function advanceUntil<T>(find: () => T | null): Promise<T> {
  for (let step = 0; step < 100; step += 1) {
    const found = find();
    if (found) return found;
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(10);
    });
  }
  throw new Error('not found in time');
}

const catalogue = [
  videoTitled(1, 'Godavari Sunrise', { video_type: 'rental', category_id: 1, category_name: 'Movies' }),
  videoTitled(2, 'Godavari Floods', { video_type: 'paid', is_premium: true, category_id: 5, category: 5, category_name: 'News', categories: [] }),
  videoTitled(3, 'Village Cricket', { description: 'Boys by the Godavari', category_id: 3, category: 3, category_name: 'Comedy', categories: [] }),
  videoTitled(4, 'ప్రేమ కథ', { category_name: 'Movies' }),
  // The server's contains-match is looser than the spec's client filter in this fake: this one
  // must be dropped by the client.
  videoTitled(5, 'Unrelated Title', { description: 'nothing', category_name: 'Music' }),
];
const serverSearch = (text: string) => catalogue.filter((v) => v.id === 5 || (text === 'prema' ? v.id === 4 : `${v.title} ${v.description}`.toLowerCase().includes(text.toLowerCase())));

describe('search screen (SPEC 2.14, 4, 5, 8, 9)', () => {
  beforeEach(() => {
    localStorage.clear();
    setNarrowScreen(false);
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('searches 300 ms after typing stops, once, with the trimmed text in all three fields', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = stubCatalogue({ search: serverSearch });
    renderSearch();
    expect(box().getAttribute('placeholder')).toBe('Search Title, Movie or Cast');
    for (const text of ['g', 'go', 'god', 'goda', 'godavari ']) {
      type(text);
      await act(() => vi.advanceTimersByTimeAsync(200));
    }
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(searchCalls(api)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searchCalls(api)).toHaveLength(1);
    const url = searchCalls(api)[0]!;
    expect(Object.fromEntries(url.searchParams)).toEqual({ title: 'godavari', description: 'godavari', category_name: 'godavari' });

    const grid = await advanceUntil(() => screen.queryByRole('list', { name: /^Results for/ }));
    const cards = within(grid).getAllByRole('link');
    // The spec's client-side filter drops 'Unrelated Title'; the description match stays.
    expect(cards.map((c) => c.querySelector('h3')?.textContent)).toEqual(['Godavari Sunrise', 'Godavari Floods', 'Village Cricket']);
    expect(within(cards[0]!).getByText('RENTAL')).toBeTruthy();
    expect(within(cards[1]!).getByText('PAID')).toBeTruthy();
    expect(within(cards[2]!).queryByText('FREE')).toBeNull();
    expect(screen.getByText('3 titles')).toBeTruthy();
  });

  it('keeps a Telugu title the server found for English letters', async () => {
    stubCatalogue({ search: serverSearch });
    renderSearch();
    type('prema');
    const grid = await resultsGrid();
    expect(within(grid).getAllByRole('link').map((c) => c.querySelector('h3')?.textContent)).toEqual(['ప్రేమ కథ']);
  });

  it('clears the results at once when the box is emptied, showing trending again', async () => {
    const trending = Array.from({ length: 14 }, (_, i) => videoTitled(100 + i, `Trending ${i}`));
    const api = stubCatalogue({ search: serverSearch, trending });
    renderSearch();
    const trendingGrid = await screen.findByRole('list', { name: 'Trending Now' });
    expect(within(trendingGrid).getAllByRole('link')).toHaveLength(10);
    type('godavari');
    await resultsGrid();
    expect(screen.queryByRole('heading', { name: 'Trending Now' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.queryByRole('list', { name: /^Results for/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Trending Now' })).toBeTruthy();
    expect(searchCalls(api)).toHaveLength(1);
  });

  it("says 'No results found' when nothing matches", async () => {
    stubCatalogue({ search: () => [] });
    renderSearch();
    type('zzz');
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('shows the search error with Retry, which searches again', async () => {
    let fail = true;
    const api = stubCatalogue({ search: (text) => (fail ? 500 : serverSearch(text)) });
    renderSearch();
    type('godavari');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error searching videos. Please try again.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await resultsGrid();
    expect(searchCalls(api)).toHaveLength(2);
  });

  it('saves recent searches: newest first, 10 kept, deduped, blanks ignored, 7 shown on desktop', async () => {
    stubCatalogue({ search: () => [] });
    renderSearch();
    for (let i = 1; i <= 12; i += 1) {
      type(`query ${i}`);
      submit();
    }
    type('QUERY 11');
    submit();
    type('   ');
    submit();
    const stored = JSON.parse(localStorage.getItem('recentSearches') ?? '[]') as string[];
    expect(stored).toEqual(['QUERY 11', 'query 12', 'query 10', 'query 9', 'query 8', 'query 7', 'query 6', 'query 5', 'query 4', 'query 3']);
    const recent = screen.getByRole('region', { name: 'Recent Searches' });
    expect(within(recent).getAllByRole('listitem').map((li) => li.textContent)).toEqual(stored.slice(0, 7));
  });

  it('shows 3 recent searches on a phone-width screen and Clear All empties them', async () => {
    setNarrowScreen(true);
    localStorage.setItem('recentSearches', JSON.stringify(['a1', 'a2', 'a3', 'a4', 'a5']));
    stubCatalogue();
    renderSearch();
    const recent = screen.getByRole('region', { name: 'Recent Searches' });
    expect(within(recent).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a1', 'a2', 'a3']);
    fireEvent.click(within(recent).getByRole('button', { name: 'Clear All' }));
    expect(screen.queryByRole('region', { name: 'Recent Searches' })).toBeNull();
    expect(localStorage.getItem('recentSearches')).toBeNull();
  });

  it('runs a recent search when it is picked, without waiting', async () => {
    localStorage.setItem('recentSearches', JSON.stringify(['godavari']));
    const api = stubCatalogue({ search: serverSearch });
    renderSearch();
    fireEvent.click(screen.getByRole('button', { name: 'godavari' }));
    expect(box()).toHaveProperty('value', 'godavari');
    await resultsGrid();
    expect(searchCalls(api)).toHaveLength(1);
  });

  it('narrows results with a category chip, and browses the category with an empty box', async () => {
    const api = stubCatalogue({
      search: serverSearch,
      categories: [makeCategory(1, 'Movies'), makeCategory(3, 'Comedy'), makeCategory(5, 'News')],
      categoryVideos: (id) => (id === '3' ? [videoTitled(30, 'Comedy Hour', { category_id: 3 })] : []),
    });
    renderSearch();
    const chips = await screen.findByRole('group', { name: 'Quick filters' });
    fireEvent.click(await within(chips).findByRole('button', { name: 'Comedy' }));
    expect(within(chips).getByRole('button', { name: 'Comedy' }).getAttribute('aria-pressed')).toBe('true');
    const browse = await screen.findByRole('list', { name: 'Comedy' });
    expect(within(browse).getByText('Comedy Hour')).toBeTruthy();
    const categoryCall = api.requests('/api/videos/category/3/')[0];
    expect(categoryCall?.searchParams.get('page_size')).toBe('20');
    expect(screen.getByRole('link', { name: /View all in Comedy/ }).getAttribute('href')).toBe('/category/3');

    type('godavari');
    const grid = await screen.findByRole('list', { name: 'Results for “godavari” in Comedy' });
    expect(within(grid).getAllByRole('link').map((c) => c.querySelector('h3')?.textContent)).toEqual(['Village Cricket']);
    fireEvent.click(within(chips).getByRole('button', { name: 'All' }));
    expect(within(await resultsGrid()).getAllByRole('link')).toHaveLength(3);
  });

  it('offers suggestions while typing; arrow keys and Enter open a title', async () => {
    stubCatalogue({ search: serverSearch });
    renderSearch();
    type('godavari');
    await resultsGrid();
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Godavari SunriseTitle',
      'Godavari FloodsTitle',
      'Village CricketTitle',
    ]);
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box().getAttribute('aria-activedescendant')).toBe(within(listbox).getAllByRole('option')[1]!.id);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: 'Movie 2' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('recentSearches')!)).toEqual(['godavari']);
  });

  it('saves query, results and scroll when a result opens, and restores them on return', async () => {
    const api = stubCatalogue({ search: serverSearch });
    renderSearch();
    type('godavari');
    const grid = await resultsGrid();
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    fireEvent.click(within(grid).getAllByRole('link')[1]!);
    expect(currentPath()).toBe('/movie/2');

    const saved = JSON.parse(localStorage.getItem('lastSearchState')!) as { query: string; results: { id: number }[]; scrollPosition: number };
    expect(saved.query).toBe('godavari');
    expect(saved.results.map((v) => v.id)).toEqual([1, 2, 3]);
    expect(saved.scrollPosition).toBe(640);
    expect(JSON.parse(localStorage.getItem('recentSearches')!)).toEqual(['godavari']);

    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('list', { name: 'Results for “godavari”' })).toBeTruthy();
    expect(box()).toHaveProperty('value', 'godavari');
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith({ top: 640, left: 0, behavior: 'instant' }));
    expect(searchCalls(api)).toHaveLength(1);
    expect(localStorage.getItem('lastSearchState')).toBeNull();
  });

  it('restores a saved search after a full reload from storage alone', async () => {
    localStorage.setItem(
      'lastSearchState',
      JSON.stringify({ query: 'godavari', results: [catalogue[0]], scrollPosition: 300, categoryId: null }),
    );
    const api = stubCatalogue({ search: serverSearch });
    renderSearch();
    const grid = await resultsGrid();
    expect(within(grid).getAllByRole('link')).toHaveLength(1);
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith({ top: 300, left: 0, behavior: 'instant' }));
    expect(searchCalls(api)).toHaveLength(0);
  });

  it('saves the screen when a trending title opens', async () => {
    stubCatalogue({ trending: [videoTitled(7, 'Trending Seven')] });
    renderSearch();
    fireEvent.click(await screen.findByRole('link', { name: /Trending Seven/ }));
    expect(currentPath()).toBe('/movie/7');
    expect(JSON.parse(localStorage.getItem('lastSearchState')!)).toMatchObject({ query: '', results: [] });
  });
});
