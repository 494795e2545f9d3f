// Renders the regional routes in a memory router with a fresh query client, a toaster and a
// location probe; fetch answers from a table of region lists and video replies.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import i18n from '@/app/i18n.ts';
import { Component as RegionalRoute } from '../routes/regional-route.tsx';
import { Component as DrillDownRoute } from '../routes/regional-drilldown-route.tsx';
import { CONSTITUENCIES, DISTRICTS, MANDALS, STATES, VILLAGES } from './fixtures.ts';

export type Reply = { status?: number; body?: unknown };
type Handler = (query: URLSearchParams) => Reply;

const list = (data: unknown): Reply => ({ body: { status: 'success', data } });
const byParent = (table: Record<number, unknown[]>, param: string): Handler => (q) => list(table[Number(q.get(param))] ?? []);

/** Region lists from the fixtures; `overrides` replaces any path's handler. */
export function mockRegionalApi(overrides: Record<string, Handler> = {}) {
  const table: Record<string, Handler> = {
    '/api/frontend/states/': () => ({ body: { status: 'success', data: STATES, message: '' } }),
    '/api/frontend/districts/': byParent(DISTRICTS, 'state_id'),
    '/api/frontend/constituencies/': byParent(CONSTITUENCIES, 'district_id'),
    '/api/frontend/mandals/': byParent(MANDALS, 'constituency_id'),
    '/api/frontend/villages/': byParent(VILLAGES, 'mandal_id'),
    '/api/regional-videos/by_location/': () => list([]),
    '/api/frontend/videos/': () => list([]),
    ...overrides,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const handler = table[url.pathname];
    const reply: Reply = handler ? handler(url.searchParams) : { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(reply.body ?? null), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The query strings sent to `pathname`, in order. */
export function requestsTo(fetchMock: ReturnType<typeof mockRegionalApi>, pathname: string): string[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input))).filter((url) => url.pathname === pathname).map((url) => url.search);
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderRegional(initialEntry: string | { pathname: string; state?: unknown }, extraEntries: string[] = []) {
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
          { index: true, element: <h1>Home page</h1> },
          { path: 'regional', element: <RegionalRoute /> },
          { path: 'regional/:stateId', element: <DrillDownRoute /> },
          { path: 'plans', element: <h1>Plans page</h1> },
          { path: 'movie/:id/rent', element: <h1>Rent page</h1> },
        ],
      },
    ],
    { initialEntries: [...extraEntries, initialEntry], initialIndex: extraEntries.length },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
