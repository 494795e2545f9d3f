// Every /api/admin/... route checks the role on the server: each refuses visitors (401), viewers
// (403) and operators with the wrong role (403), and lets the allowed roles and admins through.
// The routes come from the running app, so a new admin route without an entry here fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, OPERATOR_ROLES, type OperatorRole } from '@ott/contract';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { adminRoutes, type RegisteredRoute } from './admin-routes.ts';
import { signInWithRoles, type SignedIn } from './operators.ts';

/** Who may call each admin route besides admins (who pass every check). */
const ALLOWED: Record<string, readonly OperatorRole[]> = {
  'POST /api/admin/users/:id/delete/': ['support'],
  'POST /api/admin/live-streams/:id/': ['editor'],
  'GET /api/admin/me/': ['editor', 'finance', 'support'],
  'GET /api/admin/operators/': [],
  'POST /api/admin/operators/': [],
  'DELETE /api/admin/operators/:userId/roles/:role/': [],
  'GET /api/admin/audit-log/': [],
  'GET /api/admin/titles/': ['editor'],
  'POST /api/admin/titles/': ['editor'],
  'GET /api/admin/titles/:id/': ['editor'],
  'PATCH /api/admin/titles/:id/': ['editor'],
  'POST /api/admin/titles/:id/publish/': ['editor'],
  'POST /api/admin/titles/:id/unpublish/': ['editor'],
  'POST /api/admin/titles/:id/images/': ['editor'],
  'POST /api/admin/titles/:id/subtitles/': ['editor'],
  'DELETE /api/admin/titles/:id/subtitles/:subtitleId/': ['editor'],
  'POST /api/admin/titles/:id/ingest/cancel/': ['editor'],
  'POST /api/admin/titles/:id/ingest/retry/': ['editor'],
  'POST /api/admin/titles/:id/promo/': ['editor'],
  'DELETE /api/admin/titles/:id/promo/': ['editor'],
  'GET /api/admin/categories/': ['editor'],
  'POST /api/admin/categories/': ['editor'],
  'PATCH /api/admin/categories/:id/': ['editor'],
  'PUT /api/admin/categories/order/': ['editor'],
  'GET /api/admin/hero-slides/': ['editor'],
  'POST /api/admin/hero-slides/': ['editor'],
  'PATCH /api/admin/hero-slides/:id/': ['editor'],
  'DELETE /api/admin/hero-slides/:id/': ['editor'],
  'PUT /api/admin/hero-slides/order/': ['editor'],
  'GET /api/admin/live-streams/': ['editor'],
  'POST /api/admin/live-streams/': ['editor'],
  'PATCH /api/admin/live-streams/:id/': ['editor'],
  'PUT /api/admin/live-streams/order/': ['editor'],
  'GET /api/admin/live-streams/source-titles/': ['editor'],
  'POST /api/admin/live-streams/:id/thumbnail/': ['editor'],
  'GET /api/admin/plans/': ['finance'],
  'POST /api/admin/plans/': ['finance'],
  'PATCH /api/admin/plans/:id/': ['finance'],
  'POST /api/admin/payments/:id/refund/': ['finance'],
  'GET /api/admin/payments/': ['finance'],
  'GET /api/admin/payments/export/': ['finance'],
  'GET /api/admin/payments/reconciliation/': ['finance'],
  'GET /api/admin/payments/:id/': ['finance'],
  'POST /api/admin/payments/:id/settle/': ['finance'],
  'POST /api/admin/payments/refunds/:id/retry/': ['finance'],
  // Issue 17.5: the dashboard's counts for every operator role, its money for finance.
  'GET /api/admin/dashboard/': ['editor', 'finance', 'support'],
  'GET /api/admin/dashboard/money/': ['finance'],
  'GET /api/admin/viewers/': ['support'],
  'GET /api/admin/viewers/:id/': ['support'],
  'POST /api/admin/viewers/:id/block/': ['support'],
  'POST /api/admin/viewers/:id/unblock/': ['support'],
  'POST /api/admin/viewers/:id/sign-out-all/': ['support'],
  'POST /api/admin/viewers/:id/subscription-grants/': ['support'],
  'GET /api/admin/codes/': ['editor'],
  'POST /api/admin/codes/': ['editor'],
  'GET /api/admin/codes/export/': ['editor'],
  'POST /api/admin/codes/:id/disable/': ['editor'],
  'POST /api/admin/codes/:id/enable/': ['editor'],
  'GET /api/admin/codes/:id/redemptions/': ['editor'],
  'GET /api/admin/code-batches/:id/': ['editor'],
  'POST /api/admin/code-batches/:id/disable/': ['editor'],
  'POST /api/admin/code-batches/:id/enable/': ['editor'],
  'GET /api/admin/bonus-levels/': ['editor'],
  'PUT /api/admin/bonus-levels/': ['editor'],
  'GET /api/admin/withdrawals/': ['finance'],
  'GET /api/admin/withdrawals/settings/': ['finance'],
  'PUT /api/admin/withdrawals/settings/': ['finance'],
  'GET /api/admin/withdrawals/:id/': ['finance'],
  'POST /api/admin/withdrawals/:id/approve/': ['finance'],
  'POST /api/admin/withdrawals/:id/reject/': ['finance'],
  'POST /api/admin/withdrawals/:id/retry/': ['finance'],
  'GET /api/admin/wallets/:id/ledger/': ['finance'],
  'GET /api/admin/popup/': ['editor'],
  'PUT /api/admin/popup/': ['editor'],
  'POST /api/admin/popup/image/': ['editor'],
  'POST /api/admin/popup/sound/': ['editor'],
  'GET /api/admin/ads/': ['editor'],
  'POST /api/admin/ads/': ['editor'],
  'GET /api/admin/ads/:id/': ['editor'],
  'PUT /api/admin/ads/:id/': ['editor'],
  'POST /api/admin/ads/:id/pause/': ['editor'],
  'POST /api/admin/ads/:id/resume/': ['editor'],
  'POST /api/admin/ads/:id/banner-image/': ['editor'],
  'GET /api/admin/ads/:id/stats/': ['editor'],
  // tus for ads' videos, as for films below.
  'POST /api/admin/ad-uploads/': ['editor'],
  'POST /api/admin/ad-uploads/:uploadId': ['editor'],
  'PATCH /api/admin/ad-uploads/': ['editor'],
  'PATCH /api/admin/ad-uploads/:uploadId': ['editor'],
  'HEAD /api/admin/ad-uploads/': ['editor'],
  'HEAD /api/admin/ad-uploads/:uploadId': ['editor'],
  'DELETE /api/admin/ad-uploads/': ['editor'],
  'DELETE /api/admin/ad-uploads/:uploadId': ['editor'],
  // tus: create, append, resume (HEAD) and terminate an upload.
  'POST /api/admin/uploads/': ['editor'],
  'POST /api/admin/uploads/:uploadId': ['editor'],
  'PATCH /api/admin/uploads/': ['editor'],
  'PATCH /api/admin/uploads/:uploadId': ['editor'],
  'HEAD /api/admin/uploads/': ['editor'],
  'HEAD /api/admin/uploads/:uploadId': ['editor'],
  'DELETE /api/admin/uploads/': ['editor'],
  'DELETE /api/admin/uploads/:uploadId': ['editor'],
  // Issue 18.4-5: series, seasons, episodes and a title's skip markers.
  'GET /api/admin/series/': ['editor'],
  'POST /api/admin/series/': ['editor'],
  'GET /api/admin/series/:id/': ['editor'],
  'PATCH /api/admin/series/:id/': ['editor'],
  'POST /api/admin/series/:id/seasons/': ['editor'],
  'PATCH /api/admin/series/:id/seasons/:number/': ['editor'],
  'DELETE /api/admin/series/:id/seasons/:number/': ['editor'],
  'PUT /api/admin/series/:id/seasons/:number/order/': ['editor'],
  'POST /api/admin/series/:id/episodes/': ['editor'],
  'DELETE /api/admin/series/:id/episodes/:videoId/': ['editor'],
  'GET /api/admin/titles/:id/markers/': ['editor'],
  'PUT /api/admin/titles/:id/markers/': ['editor'],
};

const ADMIN_PHONE = '9000000021';
const keyOf = (r: RegisteredRoute) => `${r.method} ${r.url}`;
// Ids no row has: an allowed caller gets a 400 or 404, never a change.
const sampleUrl = (url: string) => url.replace(/:\w+/g, '999999');
const call = (client: TestClient, r: RegisteredRoute) =>
  client.request(r.method as 'GET' | 'POST' | 'DELETE', sampleUrl(r.url), r.method === 'GET' || r.method === 'HEAD' ? undefined : {});
/** The refusal's body (a HEAD answer has none: its status says it all). */
const refusal = (res: { json(): unknown }, r: RegisteredRoute, message: string) =>
  expect(r.method === 'HEAD' ? { status: 'error', message } : res.json()).toEqual({ status: 'error', message });

let t: TestApp;
let routes: RegisteredRoute[];
const operators = new Map<OperatorRole, SignedIn>();
let viewer: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN_PHONE });
  routes = adminRoutes(t.app);
  viewer = await signIn(t);
  operators.set('admin', await signIn(t, { phone: ADMIN_PHONE }));
  for (const role of OPERATOR_ROLES.filter((r) => r !== 'admin')) operators.set(role, await signInWithRoles(t, [role]));
});
afterAll(() => t.close());

describe('admin route table', () => {
  it('has an allowed-roles entry for every registered /api/admin/ route, and no stale entry', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.map(keyOf).sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  it('refuses visitors with 401 on every route', async () => {
    for (const route of routes) {
      const res = await call(new TestClient(t.app), route);
      expect(res.statusCode, keyOf(route)).toBe(401);
      refusal(res, route, MESSAGES.loginRequired);
    }
  });

  it('refuses a signed-in viewer with 403 on every route, before looking at the target', async () => {
    for (const route of routes) {
      const res = await call(viewer.client, route);
      expect(res.statusCode, keyOf(route)).toBe(403);
      refusal(res, route, MESSAGES.forbidden);
    }
  });

  it('refuses every operator whose role the route does not allow (403)', async () => {
    for (const route of routes) {
      const allowed = ALLOWED[keyOf(route)] ?? [];
      for (const role of OPERATOR_ROLES.filter((r) => r !== 'admin' && !allowed.includes(r))) {
        const res = await call(operators.get(role)!.client, route);
        expect(res.statusCode, `${role} ${keyOf(route)}`).toBe(403);
        refusal(res, route, MESSAGES.forbidden);
      }
    }
  });

  it('lets admins and the allowed roles past the role check', async () => {
    for (const route of routes) {
      for (const role of ['admin', ...(ALLOWED[keyOf(route)] ?? [])] as OperatorRole[]) {
        const res = await call(operators.get(role)!.client, route);
        expect([401, 403], `${role} ${keyOf(route)}: ${res.body}`).not.toContain(res.statusCode);
        expect(res.statusCode, `${role} ${keyOf(route)}: ${res.body}`).toBeLessThan(500);
      }
    }
  });
});
