// Public surface of continue watching. Both views are lazy: the home route imports this module,
// and anything exported statically here would land in the home bundle with its strings.
import { lazy } from 'react';

export const ContinueWatchingHomeRow = lazy(() => import('./components/continue-watching-home-row.tsx'));
export const ContinueWatchingList = lazy(() =>
  import('./components/continue-watching-list.tsx').then((module) => ({ default: module.ContinueWatchingList })),
);
