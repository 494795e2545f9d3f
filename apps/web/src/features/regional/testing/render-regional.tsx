// Renders the regional routes with the toaster and the location probe; the region lists come from
// the fixtures and every video list is empty unless a test says otherwise.
import { stubApi, success, type ApiStub, type Handler, type Routes } from '@/testing/api-stub.ts';
import { renderRoutes, stubPage, type RenderOptions } from '@/testing/render.tsx';
import { Component as RegionalRoute } from '../routes/regional-route.tsx';
import { Component as DrillDownRoute } from '../routes/regional-drilldown-route.tsx';
import { CONSTITUENCIES, DISTRICTS, MANDALS, STATES, VILLAGES } from './fixtures.ts';

const byParent = (table: Record<number, unknown[]>, param: string): Handler => ({ query }) => success(table[Number(query.get(param))] ?? []);

/** Region lists from the fixtures; `overrides` replaces any path's handler. */
export function mockRegionalApi(overrides: Routes = {}) {
  return stubApi({
    '/api/frontend/states/': () => success(STATES, { message: '' }),
    '/api/frontend/districts/': byParent(DISTRICTS, 'state_id'),
    '/api/frontend/constituencies/': byParent(CONSTITUENCIES, 'district_id'),
    '/api/frontend/mandals/': byParent(MANDALS, 'constituency_id'),
    '/api/frontend/villages/': byParent(VILLAGES, 'mandal_id'),
    '/api/regional-videos/by_location/': () => success([]),
    '/api/frontend/videos/': () => success([]),
    ...overrides,
  });
}

/** The query strings sent to `pathname`, in order. */
export const requestsTo = (api: ApiStub, pathname: string): string[] => api.requests(pathname).map((url) => url.search);

export function renderRegional(at: RenderOptions['at'], history: string[] = []) {
  const routes = [
    { index: true, element: <h1>Home page</h1> },
    { path: 'regional', element: <RegionalRoute /> },
    { path: 'regional/:stateId', element: <DrillDownRoute /> },
    stubPage('plans', 'Plans page'),
    stubPage('movie/:id/rent', 'Rent page'),
  ];
  return renderRoutes(routes, { at, history, toaster: true, probe: true });
}
