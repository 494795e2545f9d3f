// Renders a browse route in a memory router with a real query client, a location probe and fetch
// replaced by a handler the test writes.
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { Category, Video } from '@ott/contract';
import { HOME_CACHE_MS } from '@ott/contract';
import i18n from '@/app/i18n.ts';

export function makeVideo(id: number, overrides: Partial<Video> = {}): Video {
  return {
    id, title: `Video ${id}`, description: '', thumbnail_url: null, portrait_thumbnail_url: null, poster_url: null,
    video_type: 'free', is_premium: false, is_4k: false, is4K: false, mood1: null, mood2: null,
    created_at: '2024-01-01T00:00:00Z', release_date: '2023-05-01', duration: 307, category_id: 1, category: 1,
    category_name: 'Movies', categories: [], video_url: null, hls_url: null, dash_url: null, promo_video_url: null,
    promo_hls_url: null, views_count: 0, rental_price: null, prices: [], can_play: true, ...overrides,
  };
}

export const makeCategory = (id: number, name: string, description = ''): Category => ({ id, name, description, image: null, is_premium: false });

export type Handler = (url: URL) => { status?: number; body: unknown };

/** Replaces fetch with `handler`; returns the mock so tests can read the requested URLs. */
export function stubApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const { status = 200, body } = handler(new URL(String(input)));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const requestedUrls = (fetchMock: ReturnType<typeof stubApi>, pathname: string) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input))).filter((url) => url.pathname === pathname);

/** A category page in the server's shape (SPEC 3 'Paged category videos response'). */
export function categoryPage(category: Category | undefined, data: Video[], page: number, hasNext: boolean, total = data.length) {
  const pagination = { current_page: page, page_size: 20, total_items: total, total_pages: Math.ceil(total / 20), has_next: hasNext, has_previous: page > 1 };
  return { status: 'success', data, pagination, ...(category ? { category } : {}) };
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export function renderRoute(path: string, element: ReactElement, initialPath: string) {
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
          { path: path.slice(1), element },
          { path: 'movie/:id', element: <h1>Movie page</h1> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: HOME_CACHE_MS } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

export const currentPath = () => screen.getByTestId('location').textContent;
