// Renders /register with the toaster and the location probe; the API answers from a small region
// tree unless a test says otherwise ('METHOD /path/' handlers get the query).
import { configure } from '@testing-library/react';
import type { User } from '@ott/contract';
import { stubApi, success, type Routes } from '@/testing/api-stub.ts';
import { appConfig, makeNewUser, profileResponse } from '@/testing/fixtures.ts';
import { renderRoutes, stubPage } from '@/testing/render.tsx';
import { Component as RegisterRoute } from '../routes/register-route.tsx';

// Searches wait for the 300 ms typing pause (SPEC 9) before they even start; on a busy CI machine
// that plus the answer can pass testing-library's default 1 s.
configure({ asyncUtilTimeout: 4000 });

/** Lakshmi Devi, signed up and named, with no address or region yet. */
export const makeRegistrant = (overrides: Partial<User> = {}): User =>
  makeNewUser({ first_name: 'Lakshmi', last_name: 'Devi', referral_code: 'LAKS7', ...overrides });

const region = (id: number, name: string) => ({ id, name, image_url: null });
const village = (id: number, name: string, pincode: string | null) => ({ ...region(id, name), pincode });
const ok = (data: unknown) => success(data, { message: '' });

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

export const DEFAULT_HANDLERS: Routes = {
  'GET /api/app-config/': () => ({ body: appConfig() }),
  'GET /api/frontend/states/': () => ok(TREE.states),
  'GET /api/frontend/districts/': (c) => ok(TREE.districts[c.query.get('state_id') ?? ''] ?? []),
  'GET /api/frontend/constituencies/': (c) => ok(TREE.constituencies[c.query.get('district_id') ?? ''] ?? []),
  'GET /api/frontend/mandals/': (c) => ok(TREE.mandals[c.query.get('constituency_id') ?? ''] ?? []),
  'GET /api/frontend/villages/': (c) => ok(TREE.villages[c.query.get('mandal_id') ?? ''] ?? []),
  'GET /mandals/search/': (c) => ok(byName(TREE.mandals[c.query.get('constituency_id') ?? ''], c.query.get('name'))),
  'GET /villages/search/': (c) => ok(byName(TREE.villages[c.query.get('mandal_id') ?? ''], c.query.get('name'))),
  'GET /api/address/suggestions/': () => success([]),
  'GET /users/profile/': () => ({ body: profileResponse(makeRegistrant()) }),
};

export const mockApi = (handlers: Routes = {}) => stubApi({ ...DEFAULT_HANDLERS, ...handlers });

export function renderRegister(at = '/register') {
  const routes = [{ index: true, element: <h1>Home page</h1> }, { path: 'register', element: <RegisterRoute /> }, stubPage('login', 'Login page')];
  return renderRoutes(routes, { at, toaster: true, probe: true });
}
