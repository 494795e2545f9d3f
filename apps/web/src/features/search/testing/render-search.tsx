// Renders the search route in a memory router with a real query client, a location probe, a
// stand-in movie page with a Back button, and fetch replaced by a small fake catalogue.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, useNavigate, useParams } from 'react-router';
import { vi } from 'vitest';
import type { Category, Video } from '@ott/contract';
import { HOME_CACHE_MS } from '@ott/contract';
import i18n from '@/app/i18n.ts';
import { Component as SearchRoute } from '../routes/search-route.tsx';

export function makeVideo(id: number, title: string, overrides: Partial<Video> = {}): Video {
  return {
    id, title, description: '', thumbnail_url: null, portrait_thumbnail_url: null, poster_url: null,
    video_type: 'free', is_premium: false, is_4k: false, is4K: false, mood1: null, mood2: null,
    created_at: '2024-01-01T00:00:00Z', release_date: '2023-05-01', duration: 7200, category_id: 1, category: 1,
    category_name: 'Movies', categories: [{ id: 1, name: 'Movies' }], video_url: null, hls_url: null, dash_url: null,
    promo_video_url: null, promo_hls_url: null, views_count: 0, rental_price: null, prices: [], can_play: true,
    ...overrides,
  };
}

export const makeCategory = (id: number, name: string): Category => ({ id, name, description: '', image: null, is_premium: false });

export interface FakeCatalogue {
  categories?: Category[];
  trending?: Video[];
  /** The server's answer to a search for `text`; a number is an HTTP error status. */
  search?: (text: string) => Video[] | number;
  categoryVideos?: (id: string, url: URL) => Video[];
}

/** Replaces fetch; returns the mock so tests can count and inspect requests. */
export function stubCatalogue(fake: FakeCatalogue = {}) {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/frontend/categories/') return json({ status: 'success', data: fake.categories ?? [] });
    const category = /^\/api\/videos\/category\/([^/]+)\/$/.exec(url.pathname);
    if (category) {
      const data = fake.categoryVideos?.(category[1]!, url) ?? [];
      const pagination = { current_page: 1, page_size: 20, total_items: data.length, total_pages: 1, has_next: false, has_previous: false };
      return json({ status: 'success', data, pagination, category: makeCategory(Number(category[1]), 'Category') });
    }
    if (url.pathname === '/api/videos/') {
      if (url.searchParams.has('days')) return json(fake.trending ?? []);
      const answer = fake.search?.(url.searchParams.get('title') ?? '') ?? [];
      return typeof answer === 'number' ? json({ message: 'boom' }, answer) : json(answer);
    }
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The search requests made so far (trending and category calls excluded). */
export const searchCalls = (fetchMock: ReturnType<typeof stubCatalogue>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input))).filter((url) => url.pathname === '/api/videos/' && url.searchParams.has('title'));

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function MoviePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <h1>Movie {id}</h1>
      <button type="button" onClick={() => void navigate(-1)}>
        Go back
      </button>
    </>
  );
}

export function renderSearch(initialPath = '/search') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <LocationProbe />
            <Outlet />
          </>
        ),
        children: [
          { path: 'search', element: <SearchRoute /> },
          { path: 'movie/:id', element: <MoviePage /> },
          { path: 'category/:id', element: <h1>Category page</h1> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  // The app's defaults (providers.tsx): answers stay fresh for 5 minutes.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: HOME_CACHE_MS } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { router, queryClient };
}

export const currentPath = () => screen.getByTestId('location').textContent;

/** Makes `(max-width: 768px)` match or not (jsdom has no matchMedia). */
export function setNarrowScreen(isNarrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isNarrow && query.includes('max-width: 768px'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
