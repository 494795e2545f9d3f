// Test-only: the console's routes as the app has them (behind RequireAuth, under a probe), and
// contract-shaped operator and audit answers.
import { configure } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import type { AdminMeResponse, AuditEntry, Operator, OperatorRole } from '@ott/contract';
import { API, MESSAGES } from '@ott/contract';
import { RequireAuth } from '@/features/auth/index.ts';
import { stubApi, type Routes } from '@/testing/api-stub.ts';
import { polyfillDialog } from '@/testing/dom.ts';
import { renderRoutes, stubPage } from '@/testing/render.tsx';
import { Component as AuditLogRoute } from '../routes/audit-log-route.tsx';
import { Component as ConsoleRoute } from '../routes/console-route.tsx';
import { Component as OperatorsRoute } from '../routes/operators-route.tsx';
import { Component as OverviewRoute } from '../routes/overview-route.tsx';
import { Component as TitlesRoute } from '../routes/titles-route.tsx';

configure({ asyncUtilTimeout: 4000 });

/** The console at `at` (behind RequireAuth, under a probe) with these screens below /admin. */
export function renderConsoleWith(at: string, screens: RouteObject[]) {
  polyfillDialog();
  return renderRoutes(
    [
      { path: 'admin', element: <RequireAuth allowIncomplete />, children: [{ element: <ConsoleRoute />, children: screens }] },
      stubPage('login', 'Login page'),
      { index: true, element: <h1>Home page</h1> },
    ],
    { at, toaster: true, probe: true },
  );
}

export function renderConsole(at = '/admin') {
  return renderConsoleWith(at, [
    { index: true, element: <OverviewRoute /> },
    { path: 'operators', element: <OperatorsRoute /> },
    { path: 'audit-log', element: <AuditLogRoute /> },
    { path: 'titles/*', element: <TitlesRoute /> },
  ]);
}

export const ME: AdminMeResponse = { id: 1, phone: '9000000001', roles: ['admin'] };

export function makeOperator(overrides: Partial<Operator> = {}): Operator {
  return {
    id: 2,
    phone: '9876543210',
    first_name: 'Ravi',
    last_name: 'Kumar',
    roles: [{ role: 'editor', source: 'granted', granted_by: { id: 1, phone: '9000000001' }, granted_at: '2026-11-27T18:45:00.000Z' }],
    ...overrides,
  };
}

export const SELF_OPERATOR: Operator = {
  id: 1,
  phone: '9000000001',
  first_name: null,
  last_name: null,
  roles: [{ role: 'admin', source: 'settings', granted_by: null, granted_at: null }],
};

export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    at: '2026-11-27T18:45:00.000Z',
    actor_user_id: 1,
    actor_phone: '9000000001',
    action: 'operator.grant',
    target_type: 'user',
    target_id: '2',
    before: null,
    after: { user_id: 2, phone: '9876543210', role: 'editor', granted_by: 1 },
    request_id: 'req-1',
    ...overrides,
  };
}

export const pageOf = (entries: AuditEntry[], { page = 1, total = entries.length, pageSize = 20 } = {}) => ({
  status: 'success',
  data: entries,
  pagination: {
    current_page: page,
    page_size: pageSize,
    total_items: total,
    total_pages: Math.ceil(total / pageSize),
    has_next: page * pageSize < total,
    has_previous: page > 1,
  },
});

export interface ConsoleState {
  roles?: OperatorRole[] | 'none';
  operators?: Operator[];
  audit?: AuditEntry[];
}

/** The admin endpoints answering from `state` (read on each call), plus `extra`. */
export function stubConsole(state: ConsoleState = {}, extra: Routes = {}) {
  return stubApi({
    [`GET ${API.adminMe}`]: () =>
      state.roles === 'none' ? { status: 403, body: { status: 'error', message: MESSAGES.forbidden } } : { body: { ...ME, roles: state.roles ?? ME.roles } },
    [`GET ${API.adminOperators}`]: () => ({ body: { status: 'success', operators: state.operators ?? [SELF_OPERATOR, makeOperator()] } }),
    [`GET ${API.adminAuditLog}`]: () => ({ body: pageOf(state.audit ?? [makeAuditEntry()]) }),
    ...extra,
  });
}
