// Renders /profile in a memory router with a toaster, a location probe and fetch replaced by a
// table of canned answers keyed 'METHOD /path/'.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { Device, User } from '@ott/contract';
import i18n from '@/app/i18n.ts';
import { useSession } from '@/lib/session.ts';
import { Component as ProfileRoute } from '../routes/profile-route.tsx';

export type Reply = { status?: number; body?: unknown };
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function mockApi(table: Record<string, () => Reply>) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const method = init?.method ?? 'GET';
      const body = init?.body instanceof FormData ? Object.fromEntries(init.body.entries()) : typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, body });
      const handler = table[`${method} ${url.pathname}`];
      const reply = handler ? handler() : { status: 404, body: { status: 'error', message: 'Not found' } };
      return new Response(JSON.stringify(reply.body ?? null), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

/** jsdom has <dialog> but not its modal methods; the UI kit's Modal calls them. */
function polyfillDialog() {
  const proto = HTMLDialogElement.prototype;
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

export function renderProfile() {
  polyfillDialog();
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
          { path: 'profile', element: <ProfileRoute /> },
          { path: 'login', element: <h1>Login page</h1> },
        ],
      },
    ],
    { initialEntries: ['/profile'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

export const currentLocation = () => screen.getByTestId('location').textContent;

export function signIn(user: User) {
  useSession.setState({ user, token: 'tok-1', phone: user.phone, isAuthenticated: true, isLoading: false });
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    first_name: 'Ravi',
    last_name: 'Kumar',
    phone: '9876543210',
    email: null,
    gender: null,
    date_of_birth: null,
    profile_picture: null,
    address: 'Main Road',
    state: 1,
    district: 2,
    constituency: 3,
    mandal: null,
    village: null,
    state_name: null,
    district_name: null,
    constituency_name: null,
    pincode: null,
    referral_code: 'RAVI7',
    is_subscribed: false,
    subscription_type: null,
    subscription_start_date: null,
    subscription_end_date: null,
    ...overrides,
  };
}

export function makeDevice(overrides: Partial<Device> = {}): Device {
  return {
    id: 1,
    device_id: 'device-0001',
    device_name: 'Chrome on Linux',
    device_type: 'web',
    device_model: null,
    os_version: 'Linux',
    app_version: '0.1.38',
    last_active: new Date().toISOString(),
    is_active: true,
    is_current: true,
    ...overrides,
  };
}
