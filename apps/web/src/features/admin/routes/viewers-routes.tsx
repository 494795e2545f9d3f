// /admin/viewers and /admin/viewers/:id (support, issue 17.1): each screen a chunk of its own.
import { lazy } from 'react';
import { LazyScreen } from '../components/lazy-screen.tsx';

const ViewersScreen = lazy(() => import('./viewers-route.tsx'));
const ViewerScreen = lazy(() => import('./viewer-route.tsx'));

export function ViewersRoute() {
  return (
    <LazyScreen role="support">
      <ViewersScreen />
    </LazyScreen>
  );
}

export function ViewerRoute() {
  return (
    <LazyScreen role="support">
      <ViewerScreen />
    </LazyScreen>
  );
}
