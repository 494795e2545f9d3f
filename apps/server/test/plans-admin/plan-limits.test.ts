// Issue 18: a plan's promises (streams at once, top quality, downloads at once) are edited in the
// console like its other fields: validated in the contract's words, audited, shown to viewers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PLANS_POPUP_MESSAGES, API, AdminPlanResponse, PAYMENT_API, PlansResponse } from '@ott/contract';
import { plans } from '../../src/lib/db/schema.ts';
import { createTestApp, type TestApp, type TestClient } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { auditRows, signInWithRoles } from '../admin/operators.ts';
import { PLAN_ROWS } from '../payments/fixtures.ts';

const M = ADMIN_PLANS_POPUP_MESSAGES;
let t: TestApp;
let finance: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  await t.deps.db.insert(plans).values(PLAN_ROWS.map(({ id: _id, ...row }) => row));
  finance = (await signInWithRoles(t, ['finance'])).client;
});
afterAll(() => t?.close());

const patch = (id: number, body: unknown) => finance.request('PATCH', API.adminPlan(id), body);

describe('plan limits in the console', () => {
  it('lists each plan’s limits, with the defaults of a plan that never set them', async () => {
    const res = await finance.get(API.adminPlans);
    const [basic] = (res.json() as { data: { max_streams: number; max_video_height: number; download_limit: number }[] }).data;
    expect(basic).toMatchObject({ max_streams: 1, max_video_height: 720, download_limit: 0 });
  });

  it('saves streams, top quality and downloads, shows them to viewers, and audits before and after', async () => {
    const res = await patch(3, { max_streams: 4, max_video_height: 2160, download_limit: 30 });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminPlanResponse.parse(res.json()).plan).toMatchObject({ max_streams: 4, max_video_height: 2160, download_limit: 30 });
    const viewer = (await signIn(t)).client;
    const shown = PlansResponse.parse((await viewer.get(PAYMENT_API.plans)).json()).plans.find((p) => p.id === 3);
    expect(shown).toMatchObject({ max_streams: 4, max_video_height: 2160, download_limit: 30 });
    const row = (await auditRows(t)).filter((r) => r.action === 'plan.update' && r.targetId === '3').at(-1);
    expect(row?.before).toMatchObject({ max_streams: 1, max_video_height: 720, download_limit: 0 });
    expect(row?.after).toMatchObject({ max_streams: 4, max_video_height: 2160, download_limit: 30 });
  });

  it('adds a plan with its limits, or the defaults', async () => {
    const made = await finance.post(API.adminPlans, { name: 'Family', price: '299', duration_days: 30, max_streams: 5, max_video_height: 1080, download_limit: 0 });
    expect(made.statusCode, made.body).toBe(200);
    expect(AdminPlanResponse.parse(made.json()).plan).toMatchObject({ max_streams: 5, max_video_height: 1080, download_limit: 0 });
    const plain = await finance.post(API.adminPlans, { name: 'Plain', price: '99', duration_days: 7 });
    expect(AdminPlanResponse.parse(plain.json()).plan).toMatchObject({ max_streams: 1, max_video_height: 720, download_limit: 0 });
  });

  it.each([
    [{ max_streams: 0 }, M.planStreamsInvalid],
    [{ max_streams: 6 }, M.planStreamsInvalid],
    [{ max_streams: 1.5 }, M.planStreamsInvalid],
    [{ max_streams: '2' }, M.planStreamsInvalid],
    [{ max_video_height: 480 }, M.planVideoHeightInvalid],
    [{ max_video_height: '1080' }, M.planVideoHeightInvalid],
    [{ max_video_height: null }, M.planVideoHeightInvalid],
    [{ download_limit: -1 }, M.planDownloadsInvalid],
    [{ download_limit: 101 }, M.planDownloadsInvalid],
  ])('refuses %j with the contract’s words and changes nothing', async (body, message) => {
    const before = (await finance.get(API.adminPlans)).json() as { data: unknown[] };
    const res = await patch(2, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(((await finance.get(API.adminPlans)).json() as { data: unknown[] }).data).toEqual(before.data);
  });
});
