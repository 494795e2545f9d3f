// Renders a payments route in a memory router with a location probe and stand-in pages for
// where payments lead (profile, login, profile update, movie).
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import type { User } from '@ott/contract';
import i18n from '@/app/i18n.ts';
import { useSession } from '@/lib/session.ts';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderRoute(path: string, routePath: string, element: ReactElement) {
  const stub = (name: string) => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <LocationProbe />
            <Outlet />
          </>
        ),
        children: [
          { path: routePath, element },
          { path: 'profile', element: stub('Profile page') },
          { path: 'profile/update', element: stub('Profile update page') },
          { path: 'login', element: stub('Login page') },
          { path: 'movie/:id', element: stub('Movie page') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
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

export function signInAs(user: User) {
  useSession.getState().signIn({ user, token: 'tok-1', csrfToken: 'csrf-1' });
}

export function resetAll() {
  cleanup();
  localStorage.clear();
  useSession.setState({ user: null, token: null, phone: null, isAuthenticated: false, isLoading: false });
}
