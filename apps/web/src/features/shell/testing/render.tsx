// Test helpers for the shell: real i18n, a fresh QueryClient, a memory router and session control.
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { User } from '@ott/contract';
import i18n from '@/app/i18n.ts';
import { useSession } from '@/lib/session.ts';
import { useProfileMenu } from '../hooks/profile-menu-store.ts';
import '../i18n.ts';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1, first_name: 'Ravi', last_name: 'Teja', phone: '9876543210', email: null, gender: null,
    date_of_birth: null, profile_picture: null, address: 'Guntur', state: 1, district: 1, constituency: 1,
    mandal: null, village: null, state_name: null, district_name: null, constituency_name: null, pincode: null,
    referral_code: 'RAVI1234', is_subscribed: false, subscription_type: null, subscription_start_date: null,
    subscription_end_date: null, ...overrides,
  };
}

export function signIn(user: User) {
  useSession.setState({ user, token: 'token', phone: user.phone, isAuthenticated: true, isLoading: false });
}

export function resetShellState() {
  useSession.setState({ user: null, token: null, phone: null, isAuthenticated: false, isLoading: false });
  useProfileMenu.setState({ isOpen: false });
  localStorage.clear();
}

/** Every API call answers with an empty success, so polling components stay quiet. */
export function stubQuietFetch() {
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const body = url.includes('/api/frontend/categories/') ? { status: 'success', data: [] } : [];
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }));
}

export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const utils = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...utils, router };
}

export function renderInRouter(element: ReactElement, initialPath = '/') {
  return renderRoutes([{ path: '*', element }], initialPath);
}
