// /admin/plans (finance) and /admin/popup (editor): each screen a chunk of its own (lazy-screen.tsx).
import { lazy } from 'react';
import { LazyScreen } from '../components/lazy-screen.tsx';

const PlansScreen = lazy(() => import('./plans-route.tsx'));
const PopupScreen = lazy(() => import('./popup-route.tsx'));

export function PlansRoute() {
  return (
    <LazyScreen role="finance">
      <PlansScreen />
    </LazyScreen>
  );
}

export function PopupRoute() {
  return (
    <LazyScreen role="editor">
      <PopupScreen />
    </LazyScreen>
  );
}
