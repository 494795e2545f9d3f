// Renders the auth routes inside a memory router shaped like the app's route table, with the real
// guards and a probe that prints where the router ended up.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import type { User } from '@ott/contract';
import i18n from '@/app/i18n.ts';
import { useSession } from '@/lib/session.ts';
import { RequireAuth, RequireBrowseAccess, RequireSignedOut, SessionWatcher } from '../index.ts';
import { Component as LoginRoute } from '../routes/login-route.tsx';
import { Component as MiniRegisterRoute } from '../routes/mini-register-route.tsx';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

const page = (name: string) => <h1>{name}</h1>;

function appRoutes(watcher: boolean, profile: ReactNode): RouteObject[] {
  return [
    {
      path: '/',
      element: (
        <>
          {watcher && <SessionWatcher />}
          <LocationProbe />
          <Outlet />
        </>
      ),
      children: [
        { element: <RequireBrowseAccess />, children: [{ index: true, element: page('Home page') }] },
        { element: <RequireSignedOut />, children: [{ path: 'login', element: <LoginRoute /> }] },
        { element: <RequireAuth allowIncomplete />, children: [{ path: 'mini-register', element: <MiniRegisterRoute /> }] },
        {
          element: <RequireAuth />,
          children: [
            { path: 'profile', element: profile ?? page('Profile page') },
            { path: 'plans', element: page('Plans page') },
          ],
        },
      ],
    },
  ];
}

export function renderApp(path: string, { watcher = false, profile }: { watcher?: boolean; profile?: ReactNode } = {}) {
  const router = createMemoryRouter(appRoutes(watcher, profile), { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}

export const currentLocation = () => screen.getByTestId('location').textContent;

/** Puts a signed-in session in storage and the store, as a real sign-in would. */
export function signInAs(user: User, token = 'tok-1') {
  useSession.getState().signIn({ user, token, csrfToken: 'csrf-1' });
}

export function resetAll() {
  cleanup();
  localStorage.clear();
  useSession.setState({ user: null, token: null, phone: null, isAuthenticated: false, isLoading: false });
}
