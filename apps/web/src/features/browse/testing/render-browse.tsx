// Renders a browse route with the location probe and a stand-in movie page; answers stay fresh
// for HOME_CACHE_MS as in the app (providers.tsx).
import type { ReactElement } from 'react';
import { HOME_CACHE_MS } from '@ott/contract';
import { renderRoutes, stubPage } from '@/testing/render.tsx';

export function renderRoute(path: string, element: ReactElement, at: string) {
  return renderRoutes([{ path: path.slice(1), element }, stubPage('movie/:id', 'Movie page')], { at, probe: true, staleTime: HOME_CACHE_MS });
}
