// /admin/titles/* (editor): the catalogue's screens under one router entry, loaded as a chunk of
// their own from the console's. The home route's JavaScript names only the console's chunks (its
// preload list), so the catalogue's many shared chunks cost it nothing (issue 13's budget).
import { lazy } from 'react';
import { LazyScreen } from '../components/lazy-screen.tsx';

const TitlesScreens = lazy(() => import('./titles-screens.tsx'));

export function Component() {
  return (
    <LazyScreen role="editor">
      <TitlesScreens />
    </LazyScreen>
  );
}
