// /admin/categories, /admin/hero and /admin/live (editor): each screen a chunk of its own
// (lazy-screen.tsx; see titles-route.tsx).
import { lazy } from 'react';
import { LazyScreen } from '../components/lazy-screen.tsx';

const CategoriesScreen = lazy(() => import('./categories-route.tsx'));
const HeroScreen = lazy(() => import('./hero-route.tsx'));
const LiveStreamsScreen = lazy(() => import('./live-streams-route.tsx'));

export function CategoriesRoute() {
  return (
    <LazyScreen role="editor">
      <CategoriesScreen />
    </LazyScreen>
  );
}

export function HeroRoute() {
  return (
    <LazyScreen role="editor">
      <HeroScreen />
    </LazyScreen>
  );
}

export function LiveStreamsRoute() {
  return (
    <LazyScreen role="editor">
      <LiveStreamsScreen />
    </LazyScreen>
  );
}
