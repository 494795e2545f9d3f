// Renders the home route; jsdom gets what its carousel and rows need.
import { stubLayoutObservers, stubMatchMedia } from '@/testing/dom.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { HomeRoute } from '../home-route.tsx';

/** jsdom has no layout observers or matchMedia; the carousel and the rows only need them to exist. */
export function stubHomeDom() {
  stubLayoutObservers();
  stubMatchMedia(() => true);
}

export const renderHome = () => renderRoutes([{ path: '/', element: <HomeRoute /> }]);
