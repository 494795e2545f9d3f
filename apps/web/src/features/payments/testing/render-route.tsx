// Renders a payments route with the location probe and stand-in pages for where payments lead
// (profile, login, profile update, movie).
import type { ReactElement } from 'react';
import { renderRoutes, stubPage } from '@/testing/render.tsx';

export function renderRoute(path: string, routePath: string, element: ReactElement) {
  const routes = [
    { path: routePath, element },
    stubPage('profile', 'Profile page'),
    stubPage('profile/update', 'Profile update page'),
    stubPage('login', 'Login page'),
    stubPage('movie/:id', 'Movie page'),
  ];
  return renderRoutes(routes, { at: path, probe: true });
}
