// Renders /movie/:id with the toaster and the location probe, and stands in for the catalogue.
import type { Video } from '@ott/contract';
import { stubApi, type Answer, type Routes } from '@/testing/api-stub.ts';
import { polyfillDialog } from '@/testing/dom.ts';
import { renderRoutes, stubPage } from '@/testing/render.tsx';
import { Component as MovieDetailsRoute } from '../routes/movie-details-route.tsx';

/** The video's details (or an answer in their place), empty lists and category pages, and `extra`. */
export function mockCatalogue(video: Video | Answer, extra: Routes = {}) {
  return stubApi({
    [`GET /api/videos/${'id' in video ? video.id : 1}/`]: () => ('id' in video ? { body: video } : video),
    'GET /api/videos/': () => ({ body: [] }),
    'GET /api/videos/category/:id/': () => ({ body: { status: 'success', data: [], pagination: null } }),
    ...extra,
  });
}

export function renderMovie(id: number) {
  polyfillDialog();
  const routes = [
    { path: 'movie/:id', element: <MovieDetailsRoute /> },
    stubPage('movie/:id/rent', 'Rent page'),
    stubPage('plans', 'Plans page'),
    stubPage('login', 'Login page'),
  ];
  return renderRoutes(routes, { at: `/movie/${id}`, toaster: true, probe: true });
}
