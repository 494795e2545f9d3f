// Issue 15.4: a finance operator lists, adds and edits plans; prices typed in rupees are stored as
// paise; one plan at most is popular; hidden plans leave the viewers' list; what viewers are shown
// is what an order charges after an edit; every write is audited; malformed input is a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PLANS_POPUP_MESSAGES, API, AdminPlanResponse, AdminPlansResponse, MESSAGES, PAYMENT_API, PlansResponse, VerifyPaymentResponse } from '@ott/contract';
import { plans } from '../../src/lib/db/schema.ts';
import { createTestApp, type TestApp, type TestClient } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { auditRows, signInWithRoles } from '../admin/operators.ts';
import { createOrder, PLAN_ROWS, sandboxPay, successOf } from '../payments/fixtures.ts';

const M = ADMIN_PLANS_POPUP_MESSAGES;
let t: TestApp;
let finance: TestClient;
let editor: TestClient;
let viewer: TestClient;

const patch = (client: TestClient, url: string, body: unknown) => client.request('PATCH', url, body);

async function consoleList() {
  const res = await finance.get(API.adminPlans);
  expect(res.statusCode, res.body).toBe(200);
  return AdminPlansResponse.parse(res.json()).data;
}

async function viewerPlans() {
  const res = await viewer.get(PAYMENT_API.plans);
  expect(res.statusCode, res.body).toBe(200);
  return PlansResponse.parse(res.json()).plans;
}

async function edit(id: number, body: Record<string, unknown>) {
  const res = await patch(finance, API.adminPlan(id), body);
  expect(res.statusCode, res.body).toBe(200);
  return AdminPlanResponse.parse(res.json()).plan;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.deps.db.insert(plans).values(PLAN_ROWS.map(({ id: _id, ...row }) => row));
  finance = (await signInWithRoles(t, ['finance'])).client;
  editor = (await signInWithRoles(t, ['editor'])).client;
  viewer = (await signIn(t)).client;
});
afterAll(() => t?.close());

describe('plans in the console', () => {
  it('lists every plan with its price in paise and rupees', async () => {
    const list = await consoleList();
    expect(list.map((p) => [p.name, p.price_paise, p.price, p.popular, p.is_active, p.orders_count])).toEqual([
      ['Basic Plan', 19_900, 199, false, true, 0],
      ['Standard Plan', 49_900, 499, true, true, 0],
      ['Premium Plan', 99_900, 999, false, true, 0],
    ]);
  });

  it('refuses an editor and a viewer', async () => {
    expect((await editor.get(API.adminPlans)).statusCode).toBe(403);
    const res = await viewer.post(API.adminPlans, { name: 'x', price: '1', duration_days: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.forbidden });
  });

  it('adds a plan from rupees typed with paise, and viewers see it', async () => {
    const res = await finance.post(API.adminPlans, { name: ' Weekly ', price: '49.50', duration_days: 7, features: ['HD', ' '], badge: '' });
    expect(res.statusCode, res.body).toBe(200);
    const { plan, message } = AdminPlanResponse.parse(res.json());
    expect(message).toBe(M.planCreated);
    expect(plan).toMatchObject({ name: 'Weekly', price_paise: 4950, price: 49.5, duration_days: 7, features: ['HD'], badge: null, brand_text: 'GOLD', is_active: true });
    const seen = (await viewerPlans()).find((p) => p.id === plan.id);
    expect(seen).toMatchObject({ price: 49.5, duration: 7, duration_text: '7 Days', per_day_text: '7.07' });
  });

  it('refuses malformed prices, days and bodies with the contract’s words, never a 500', async () => {
    const cases: [unknown, string][] = [
      [{ name: 'A', price: '19.999', duration_days: 30 }, M.planPriceInvalid],
      [{ name: 'A', price: '1e3', duration_days: 30 }, M.planPriceInvalid],
      [{ name: 'A', price: 0.1 + 0.2, duration_days: 30 }, M.planPriceInvalid],
      [{ name: 'A', price: '-5', duration_days: 30 }, M.planPriceInvalid],
      [{ name: 'A', price: '0.50', duration_days: 30 }, M.planPriceRange],
      [{ name: 'A', price: '100001', duration_days: 30 }, M.planPriceRange],
      [{ name: 'A', price: '10', duration_days: 1.5 }, M.planDurationInvalid],
      [{ name: '', price: '10', duration_days: 3 }, M.planNameRequired],
      [{ name: 'A', price: '10', duration_days: 3, features: 'HD' }, M.planFeaturesInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await finance.post(API.adminPlans, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    for (const body of [null, 'x', [], { price: {} }]) {
      const status = (await finance.post(API.adminPlans, body)).statusCode;
      expect([400, 415]).toContain(status);
    }
    expect((await patch(finance, API.adminPlan('abc'), { name: 'x' })).statusCode).toBe(400);
    expect((await patch(finance, API.adminPlan(99_999), { name: 'x' })).statusCode).toBe(404);
  });

  it('keeps at most one plan popular', async () => {
    const [basic, standard] = await consoleList();
    await edit(basic!.id, { popular: true });
    let list = await consoleList();
    expect(list.filter((p) => p.popular).map((p) => p.id)).toEqual([basic!.id]);
    // Two operators marking two plans at once still leave exactly one.
    await Promise.all([patch(finance, API.adminPlan(standard!.id), { popular: true }), patch(finance, API.adminPlan(basic!.id), { popular: true })]);
    list = await consoleList();
    expect(list.filter((p) => p.popular)).toHaveLength(1);
    const created = AdminPlanResponse.parse((await finance.post(API.adminPlans, { name: 'Festival', price: 99, duration_days: 10, popular: true })).json()).plan;
    list = await consoleList();
    expect(list.filter((p) => p.popular).map((p) => p.id)).toEqual([created.id]);
  });

  it('charges what viewers are shown after a price edit, and refuses a stale client amount', async () => {
    const [basic] = await consoleList();
    await edit(basic!.id, { price: '249.50', duration_days: 45, duration_text: '', per_day_text: null });
    const shown = (await viewerPlans()).find((p) => p.id === basic!.id)!;
    expect(shown).toMatchObject({ price: 249.5, duration: 45, duration_text: '45 Days' });
    const order = await createOrder(viewer, basic!.id);
    expect(order.amount).toBe(24_950);
    const stale = await viewer.post(PAYMENT_API.createOrder, { plan_id: basic!.id, amount: 199, currency: 'INR' });
    expect(stale.statusCode).toBe(400);
    // A second price change makes a new order at the new price (the older one is not handed out again).
    await edit(basic!.id, { price: 199 });
    expect((await createOrder(viewer, basic!.id)).amount).toBe(19_900);
    expect((await consoleList()).find((p) => p.id === basic!.id)!.orders_count).toBe(2);
  });

  it('grants the days shown when the order was made, and a days edit makes a new order', async () => {
    const buyer = await signIn(t);
    const [, standard] = await consoleList();
    const before = await createOrder(buyer.client, standard!.id);
    await edit(standard!.id, { duration_days: 120 });
    const after = await createOrder(buyer.client, standard!.id);
    expect(after.order_id).not.toBe(before.order_id);
    // The older order, paid after the edit, still grants the 90 days it was shown with.
    const handler = successOf(await sandboxPay(buyer.client, before.order_id));
    const res = await buyer.client.post(PAYMENT_API.verifyPayment, { ...handler, plan_id: standard!.id, phone: buyer.phone });
    expect(res.statusCode, res.body).toBe(200);
    expect(VerifyPaymentResponse.parse(res.json()).subscription).toMatchObject({ days_remaining: 90 });
    await edit(standard!.id, { duration_days: 90 });
  });

  it('hides and shows a plan: hidden plans leave the viewers’ list and cannot be ordered', async () => {
    const [, , premium] = await consoleList();
    await edit(premium!.id, { is_active: false });
    expect((await viewerPlans()).map((p) => p.id)).not.toContain(premium!.id);
    expect((await viewer.post(PAYMENT_API.createOrder, { plan_id: premium!.id, currency: 'INR' })).statusCode).toBe(400);
    expect((await consoleList()).find((p) => p.id === premium!.id)!.is_active).toBe(false);
    await edit(premium!.id, { is_active: true });
    expect((await viewerPlans()).map((p) => p.id)).toContain(premium!.id);
  });

  it('records every write in the audit log with before and after', async () => {
    const rows = (await auditRows(t)).filter((r) => r.action.startsWith('plan.'));
    expect(rows.some((r) => r.action === 'plan.create' && r.before === null)).toBe(true);
    const priceEdit = rows.find((r) => r.action === 'plan.update' && (r.after as { price_paise: number }).price_paise === 24_950);
    expect(priceEdit?.before).toMatchObject({ price_paise: 19_900, duration_days: 30 });
    // Clearing another plan's popular mark is audited too.
    expect(rows.some((r) => r.action === 'plan.update' && (r.before as { popular: boolean }).popular && !(r.after as { popular: boolean }).popular)).toBe(true);
  });
});
