// Renders /register in a memory router with a toaster and a location probe; fetch is replaced by
// a table of canned answers keyed 'METHOD /path/' (the query is passed to the handler).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { User } from '@ott/contract';
import i18n from '@/app/i18n.ts';
import { useSession } from '@/lib/session.ts';
import { Component as RegisterRoute } from '../routes/register-route.tsx';

// Searches wait for the 300 ms typing pause (SPEC 9) before they even start; on a busy CI machine
// that plus the answer can pass testing-library's default 1 s.
configure({ asyncUtilTimeout: 4000 });

export type Reply = { status?: number; body?: unknown } | 'network-error';
export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}
type Handler = (call: Call) => Reply | Promise<Reply>;

const region = (id: number, name: string) => ({ id, name, image_url: null });
const village = (id: number, name: string, pincode: string | null) => ({ ...region(id, name), pincode });
const ok = (data: unknown) => ({ body: { status: 'success', data, message: '' } });

/** A small region tree: two states, the first with two districts and a few levels below. */
export const TREE = {
  states: [
    { ...region(1, 'Andhra Pradesh'), districts_count: 2 },
    { ...region(2, 'Telangana'), districts_count: 1 },
  ],
  districts: { '1': [region(11, 'Visakhapatnam'), region(12, 'Krishna')], '2': [region(21, 'Hyderabad')] } as Record<string, unknown[]>,
  constituencies: { '11': [region(111, 'Bheemili')], '12': [region(121, 'Gudivada')], '21': [region(211, 'Khairatabad')] } as Record<string, unknown[]>,
  mandals: { '111': [region(1111, 'Bheemunipatnam'), region(1112, 'Anandapuram')], '121': [], '211': [region(2111, 'Khairatabad')] } as Record<
    string,
    { id: number; name: string }[]
  >,
  villages: {
    '1111': [village(11111, 'Tagarapuvalasa', '531162'), village(11112, 'Nerellavalasa', '531163')],
    '1112': [village(11121, 'Gambheeram', '531163')],
    '2111': [],
  } as Record<string, { id: number; name: string; pincode: string | null }[]>,
};

const byName = (list: { name: string }[] | undefined, name: string | null) => (list ?? []).filter((r) => r.name.toLowerCase().includes((name ?? '').toLowerCase()));

export const DEFAULT_HANDLERS: Record<string, Handler> = {
  'GET /api/app-config/': () => ({ body: { version: '0.1.38', require_login_to_browse: false, payment_gateway: 'sandbox', maps_api_key: null } }),
  'GET /api/frontend/states/': () => ok(TREE.states),
  'GET /api/frontend/districts/': (c) => ok(TREE.districts[c.query.get('state_id') ?? ''] ?? []),
  'GET /api/frontend/constituencies/': (c) => ok(TREE.constituencies[c.query.get('district_id') ?? ''] ?? []),
  'GET /api/frontend/mandals/': (c) => ok(TREE.mandals[c.query.get('constituency_id') ?? ''] ?? []),
  'GET /api/frontend/villages/': (c) => ok(TREE.villages[c.query.get('mandal_id') ?? ''] ?? []),
  'GET /mandals/search/': (c) => ok(byName(TREE.mandals[c.query.get('constituency_id') ?? ''], c.query.get('name'))),
  'GET /villages/search/': (c) => ok(byName(TREE.villages[c.query.get('mandal_id') ?? ''], c.query.get('name'))),
  'GET /api/address/suggestions/': () => ({ body: { status: 'success', data: [] } }),
  'GET /users/profile/': () => ({ body: { status: 'success', user: makeUser(), referral_relationships: { referred_by: [] } } }),
};

export function mockApi(handlers: Record<string, Handler> = {}) {
  const calls: Call[] = [];
  const table = { ...DEFAULT_HANDLERS, ...handlers };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const call: Call = { method, path: url.pathname, query: url.searchParams, body, headers: (init?.headers ?? {}) as Record<string, string> };
      calls.push(call);
      const handler = table[`${method} ${url.pathname}`];
      const reply = handler ? await handler(call) : { status: 404, body: { status: 'error', message: 'Not found' } };
      if (reply === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body ?? null), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return { calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderRegister(path = '/register') {
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
          { index: true, element: <h1>Home page</h1> },
          { path: 'register', element: <RegisterRoute /> },
          { path: 'login', element: <h1>Login page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
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

export function signIn(user: User = makeUser()) {
  useSession.getState().signIn({ user, token: 'tok-1', csrfToken: 'csrf-1' });
}

export function resetAll() {
  cleanup();
  localStorage.clear();
  useSession.setState({ user: null, token: null, phone: null, isAuthenticated: false, isLoading: false });
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    first_name: 'Lakshmi',
    last_name: 'Devi',
    phone: '9876543210',
    email: null,
    gender: null,
    date_of_birth: null,
    profile_picture: null,
    address: null,
    state: null,
    district: null,
    constituency: null,
    mandal: null,
    village: null,
    state_name: null,
    district_name: null,
    constituency_name: null,
    pincode: null,
    referral_code: 'LAKS7',
    is_subscribed: false,
    subscription_type: null,
    subscription_start_date: null,
    subscription_end_date: null,
    ...overrides,
  };
}
