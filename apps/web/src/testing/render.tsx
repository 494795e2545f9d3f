// Test-only: renders screens the way the app does (real i18n, a fresh TanStack Query client, a
// memory data router), with the toaster and a location probe when a test asks for them.
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type InitialEntry, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import i18n from '@/app/i18n.ts';

export interface RenderOptions {
  /** Where the router starts. */
  at?: InitialEntry;
  /** Entries before `at`, so Back has somewhere to go. */
  history?: InitialEntry[];
  /** Mount sonner's Toaster for screens that answer in toasts. */
  toaster?: boolean;
  /** Put the routes under a layout with the location probe (read it with currentLocation/currentPath). */
  probe?: boolean;
  /** How long answers stay fresh; the app uses HOME_CACHE_MS (providers.tsx), tests default to 0. */
  staleTime?: number;
}

/** Prints where the router is: pathname, search and hash. */
export function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return (
    <output data-testid="location" data-pathname={pathname}>
      {`${pathname}${search}${hash}`}
    </output>
  );
}

function withLocationProbe(routes: RouteObject[]): RouteObject[] {
  const layout = (
    <>
      <LocationProbe />
      <Outlet />
    </>
  );
  return [{ path: '/', element: layout, children: routes }];
}

export function renderRoutes(routes: RouteObject[], { at = '/', history = [], toaster = false, probe = false, staleTime = 0 }: RenderOptions = {}) {
  const router = createMemoryRouter(probe ? withLocationProbe(routes) : routes, { initialEntries: [...history, at], initialIndex: history.length });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime }, mutations: { retry: false } } });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {toaster && <Toaster />}
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}

/** One element at every path. */
export const renderElement = (element: ReactElement, options?: RenderOptions) => renderRoutes([{ path: '*', element }], options);

/** A stand-in for a screen the one under test leads to: its name as a heading. */
export const stubPage = (path: string, name: string): RouteObject => ({ path, element: <h1>{name}</h1> });

/** pathname + search + hash, from the probe. */
export const currentLocation = () => screen.getByTestId('location').textContent;
/** The pathname alone, from the probe. */
export const currentPath = () => screen.getByTestId('location').dataset.pathname;
