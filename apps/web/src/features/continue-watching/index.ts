// Public surface of continue watching. The home row is lazy: the home bundle only gets this wrapper.
import { lazy } from 'react';

export { ContinueWatchingList } from './components/continue-watching-list.tsx';
export const ContinueWatchingHomeRow = lazy(() => import('./components/continue-watching-home-row.tsx'));
