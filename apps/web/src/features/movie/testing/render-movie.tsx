// Renders the movie route in a memory router with the real query client wiring, a toaster, a
// location probe, and fetch replaced by a table of canned answers.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { User, Video } from '@ott/contract';
import i18n from '@/app/i18n.ts';
import { useSession } from '@/lib/session.ts';
import { Component as MovieDetailsRoute } from '../routes/movie-details-route.tsx';

type Reply = { status?: number; body?: unknown };

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** jsdom has <dialog> but not its modal methods; the UI kit's Modal calls them. */
function polyfillDialog() {
  const proto = HTMLDialogElement.prototype;
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

export function mockCatalogue(video: Video | Reply, extra: Record<string, () => Reply> = {}) {
  const table: Record<string, () => Reply> = {
    [`GET /api/videos/${'id' in video ? video.id : 1}/`]: () => ('id' in video ? { body: video } : video),
    'GET /api/videos/': () => ({ body: [] }),
    ...extra,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const emptyCategory = (): Reply => ({ body: { status: 'success', data: [], pagination: null } });
    const handler = table[key] ?? (key.startsWith('GET /api/videos/category/') ? emptyCategory : null);
    const reply: Reply = handler ? handler() : { status: 404, body: { status: 'error', message: 'Not found' } };
    return new Response(JSON.stringify(reply.body ?? null), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function renderMovie(id: number) {
  polyfillDialog();
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
          { path: 'movie/:id', element: <MovieDetailsRoute /> },
          { path: 'movie/:id/rent', element: <h1>Rent page</h1> },
          { path: 'plans', element: <h1>Plans page</h1> },
          { path: 'login', element: <h1>Login page</h1> },
        ],
      },
    ],
    { initialEntries: [`/movie/${id}`] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

export const currentLocation = () => screen.getByTestId('location').textContent;

export function signIn(user: User) {
  useSession.setState({ user, token: 'tok-1', phone: user.phone, isAuthenticated: true, isLoading: false });
}

export function signOut() {
  useSession.setState({ user: null, token: null, phone: null, isAuthenticated: false, isLoading: false });
}
