// /admin/series and /admin/series/:id (editor): each screen a chunk of its own (lazy-screen.tsx).
import { lazy } from 'react';
import { LazyScreen } from '../components/lazy-screen.tsx';

const SeriesListScreen = lazy(() => import('./series-list-route.tsx'));
const SeriesEditScreen = lazy(() => import('./series-edit-route.tsx'));

export function SeriesListRoute() {
  return (
    <LazyScreen role="editor">
      <SeriesListScreen />
    </LazyScreen>
  );
}

export function SeriesEditRoute() {
  return (
    <LazyScreen role="editor">
      <SeriesEditScreen />
    </LazyScreen>
  );
}
