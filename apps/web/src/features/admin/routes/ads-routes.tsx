// /admin/ads, /admin/ads/new and /admin/ads/:id (editor, issue 17.4): each screen a chunk of its own.
import { lazy } from 'react';
import { LazyScreen } from '../components/lazy-screen.tsx';

const AdsScreen = lazy(() => import('./ads-route.tsx'));
const NewAdScreen = lazy(() => import('./new-ad-route.tsx'));
const AdScreen = lazy(() => import('./ad-route.tsx'));

export function AdsRoute() {
  return (
    <LazyScreen role="editor">
      <AdsScreen />
    </LazyScreen>
  );
}

export function NewAdRoute() {
  return (
    <LazyScreen role="editor">
      <NewAdScreen />
    </LazyScreen>
  );
}

export function AdRoute() {
  return (
    <LazyScreen role="editor">
      <AdScreen />
    </LazyScreen>
  );
}
