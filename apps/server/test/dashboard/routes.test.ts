// Issue 17.5: who may read the dashboard (every operator role; money only finance and admin), bad
// ranges refused with the contract's words, and watch time counted from progress reports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, DASHBOARD_MESSAGES as M, DashboardMoneyResponse, DashboardResponse, istDay, MESSAGES } from '@ott/contract';
import { createTestApp, type TestApp, type TestClient } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { signInWithRoles } from '../admin/operators.ts';
import { seedVideos } from '../payments/fixtures.ts';

const ADMIN_PHONE = '9000000175';
let t: TestApp;
let clients: Record<'viewer' | 'editor' | 'support' | 'finance' | 'admin', TestClient>;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN_PHONE });
  clients = {
    viewer: (await signIn(t)).client,
    editor: (await signInWithRoles(t, ['editor'])).client,
    support: (await signInWithRoles(t, ['support'])).client,
    finance: (await signInWithRoles(t, ['finance'])).client,
    admin: (await signIn(t, { phone: ADMIN_PHONE })).client,
  };
});
afterAll(() => t?.close());

describe('dashboard routes', () => {
  it('lets every operator role read the counts, refuses viewers', async () => {
    for (const who of ['editor', 'support', 'finance', 'admin'] as const) {
      const res = await clients[who].get(API.adminDashboard);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(200);
      const data = DashboardResponse.parse(res.json()).data;
      expect(data.range.days).toBe(30);
      expect(data.range.to).toBe(istDay(new Date()));
      // Today's signups include these operators.
      expect(data.days.at(-1)!.signups).toBeGreaterThanOrEqual(5);
    }
    expect((await clients.viewer.get(API.adminDashboard)).json()).toEqual({ status: 'error', message: MESSAGES.forbidden });
  });

  it('gives money to finance and admin only', async () => {
    for (const who of ['editor', 'support', 'viewer'] as const) {
      expect((await clients[who].get(API.adminDashboardMoney)).statusCode, who).toBe(403);
    }
    for (const who of ['finance', 'admin'] as const) {
      const res = await clients[who].get(`${API.adminDashboardMoney}?from=2026-01-01&to=2026-01-07`);
      expect(res.statusCode, res.body).toBe(200);
      expect(DashboardMoneyResponse.parse(res.json()).data.days).toHaveLength(7);
    }
  });

  it('refuses bad ranges with a clear message and no 500', async () => {
    const cases: [string, string][] = [
      ['from=2026-02-30', M.dateInvalid],
      ['to=yesterday', M.dateInvalid],
      ['from=2026-01-08&to=2026-01-07', M.rangeReversed],
      ['from=2020-01-01&to=2021-06-01', M.rangeTooLong],
      ['to=2999-01-01', M.rangeInFuture],
    ];
    for (const [query, message] of cases) {
      for (const url of [API.adminDashboard, API.adminDashboardMoney]) {
        const res = await clients.admin.get(`${url}?${query}`);
        expect(res.statusCode, `${url}?${query}`).toBe(400);
        expect(res.json()).toMatchObject({ status: 'error', message });
      }
    }
  });

  it("counts watch time from a viewer's progress reports in today's top titles", async () => {
    const { free } = await seedVideos(t);
    const viewer = await signIn(t);
    for (const position of [8, 12]) {
      const res = await viewer.client.post(API.watchProgress, { video_id: free.id, position, duration: 600 });
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await clients.editor.get(API.adminDashboard);
    const top = DashboardResponse.parse(res.json()).data.top_titles_by_watch_time;
    // 8 s on the first report, then the 4 s moved since (within the wall time plus slack).
    expect(top).toEqual([{ video_id: free.id, title: free.title, views: 0, watch_seconds: 12 }]);
  });
});
