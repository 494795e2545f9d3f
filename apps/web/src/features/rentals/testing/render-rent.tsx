// Renders /movie/:id/rent in a memory router with a toaster, a location probe and fetch replaced by
// a table of canned answers keyed 'METHOD /path/'.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { User, Video } from '@ott/contract';
import i18n from '@/app/i18n.ts';
import { useSession } from '@/lib/session.ts';
import { Component as RentRoute } from '../routes/rent-route.tsx';

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
      calls.push({ method, path: url.pathname, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const handler = table[`${method} ${url.pathname}`];
      const reply = handler ? handler() : { status: 404, body: { status: 'error', message: 'Not found' } };
      return new Response(JSON.stringify(reply.body ?? null), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

export function renderRent(id: number) {
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
          { path: 'movie/:id/rent', element: <RentRoute /> },
          { path: 'movie/:id', element: <h1>Movie page</h1> },
          { path: 'login', element: <h1>Login page</h1> },
          { path: 'profile/update', element: <h1>Profile update page</h1> },
        ],
      },
    ],
    { initialEntries: [`/movie/${id}/rent`] },
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
  return { router, queryClient };
}

export const currentLocation = () => screen.getByTestId('location').textContent;

export function signIn(user: User) {
  useSession.setState({ user, token: 'tok-1', phone: user.phone, isAuthenticated: true, isLoading: false });
}

export function signOut() {
  useSession.setState({ user: null, token: null, phone: null, isAuthenticated: false, isLoading: false });
}

export function makeRentalVideo(overrides: Partial<Video> = {}): Video {
  return {
    id: 5,
    title: 'kanchu kota',
    description: 'A fort and its secrets.',
    thumbnail_url: '/media/demo/kanchu/thumb.jpg',
    portrait_thumbnail_url: '/media/demo/kanchu/portrait.jpg',
    poster_url: '/media/demo/kanchu/poster.jpg',
    video_type: 'rental',
    is_premium: false,
    is_4k: false,
    is4K: false,
    mood1: null,
    mood2: null,
    created_at: '2024-05-01T10:00:00.000Z',
    release_date: '2023-08-15',
    duration: 7200,
    category_id: 4,
    category: 4,
    category_name: 'Drama',
    categories: [{ id: 4, name: 'Drama' }],
    video_url: null,
    hls_url: null,
    dash_url: null,
    promo_video_url: null,
    promo_hls_url: null,
    views_count: 10,
    rental_price: 49,
    prices: [{ id: 1, rental_price: 49, rental_duration: 2 }],
    can_play: false,
    ...overrides,
  };
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
