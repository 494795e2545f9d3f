// Issue 17.2: the payments console's list (filters, keyset pages), one order's page and the CSV
// export, for the finance role; bad filters get a clear message and a 400, never a 500.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, OrderDetailResponse, PAYMENTS_ADMIN_MESSAGES as M, PaymentsListResponse, RefundResponse } from '@ott/contract';
import { orders, users } from '../../src/lib/db/schema.ts';
import { paymentHooks } from '../../src/features/payments/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { signInWithRoles } from '../admin/operators.ts';
import { createOrder } from '../payments/fixtures.ts';
import { payRental, paySubscription, referralChain, seedReferralWorld } from '../referral/fixtures.ts';
import { orderOf, refundKey } from './fixtures.ts';

let t: TestApp;
let finance: TestClient;
let buyer: Awaited<ReturnType<typeof signIn>>;
let subscriptionOrder: number;
let rentalOrder: number;
let openOrder: number;

beforeAll(async () => {
  t = await createTestApp();
  const rental = (await seedReferralWorld(t)).rental;
  paymentHooks(t.deps).sandboxWebhooks = false;
  finance = (await signInWithRoles(t, ['finance'])).client;
  const [referrer, payer] = await referralChain(t, 2);
  if (!referrer || !payer) throw new Error('chain');
  buyer = payer;
  subscriptionOrder = (await orderOf(t, await paySubscription(payer.client, 1))).id;
  rentalOrder = (await orderOf(t, await payRental(payer.client, rental.id))).id;
  openOrder = (await orderOf(t, (await createOrder(payer.client, 2, { extend: true })).order_id)).id;
  // Another viewer's orders, so the phone filter has something to leave out.
  const other = await signIn(t);
  for (let i = 0; i < 4; i += 1) await paySubscription(other.client, 1);
});
afterAll(() => t.close());

const list = async (query: Record<string, string | number>) => {
  const res = await finance.get(`${API.adminPayments}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
  expect(res.statusCode, res.body).toBe(200);
  return PaymentsListResponse.parse(res.json());
};

describe('the payments list', () => {
  it('filters by state, kind, plan, gateway, amount, phone and IST days, newest first', async () => {
    const mine = await list({ phone: buyer.phone });
    expect(mine.data.map((o) => o.id)).toEqual([openOrder, rentalOrder, subscriptionOrder]);
    expect(mine.data[2]).toMatchObject({ kind: 'subscription', status: 'paid', item: expect.any(String), amount_paise: 19_900, captures: 1, refunded_paise: 0 });
    expect(mine.data[2]?.viewer.phone).toMatch(/^\d{4}\*{4}\d{4}$/);
    expect((await list({ phone: buyer.phone, state: 'paid' })).data.map((o) => o.id)).toEqual([rentalOrder, subscriptionOrder]);
    expect((await list({ phone: buyer.phone, kind: 'rental' })).data.map((o) => o.id)).toEqual([rentalOrder]);
    expect((await list({ phone: buyer.phone, plan_id: 2 })).data.map((o) => o.id)).toEqual([openOrder]);
    expect((await list({ phone: buyer.phone, gateway: 'razorpay' })).data).toEqual([]);
    expect((await list({ phone: buyer.phone, min_paise: 19_900, max_paise: 19_900 })).data.map((o) => o.id)).toEqual([subscriptionOrder]);
    // Today in India holds them all; the day before holds none.
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() + 5.5 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    expect((await list({ phone: buyer.phone, from: today, to: today })).data).toHaveLength(3);
    expect((await list({ phone: buyer.phone, from: yesterday, to: yesterday })).data).toHaveLength(0);
  });

  it('pages by cursor without skipping or repeating a row, even among equal timestamps', async () => {
    // Three orders sharing one created_at: the id breaks the tie.
    const same = new Date('2026-01-05T10:00:00.123456Z');
    await t.deps.db.update(orders).set({ createdAt: same }).where(eq(orders.userId, buyer.user.id));
    const everything = await list({ limit: 100 });
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list(cursor ? { limit: 2, cursor } : { limit: 2 });
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((o) => o.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(everything.data.map((o) => o.id));
    expect(new Set(seen).size).toBe(seen.length);
    const stamps = everything.data.map((o) => o.created_at);
    expect([...stamps].sort().reverse()).toEqual(stamps);
  });

  it('refuses bad filters with a clear message', async () => {
    const cases: [string, string][] = [
      ['from=2026-02-30', M.badDate],
      ['from=yesterday', M.badDate],
      ['from=2026-03-02&to=2026-03-01', M.dateOrder],
      ['min_paise=-1', M.badAmount],
      ['min_paise=1.5', M.badAmount],
      ['min_paise=500&max_paise=100', M.amountOrder],
      ['phone=12345', M.badPhone],
      ['cursor=bm90LWEtY3Vyc29y', M.badCursor],
    ];
    for (const [query, message] of cases) {
      const res = await finance.get(`${API.adminPayments}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
    for (const query of ['cursor=%00', 'state=refunded', 'kind=gift', 'gateway=paypal', 'limit=0', 'limit=101', 'plan_id=abc']) {
      expect((await finance.get(`${API.adminPayments}?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('one order and the export', () => {
  it("shows the order's payments, refunds, what is left, the masked viewer and the audit entries", async () => {
    const refunded = await finance.post(API.adminOrderRefund(subscriptionOrder), { amount_paise: 5_000, reason: 'Partly unhappy', idempotency_key: refundKey() });
    expect(RefundResponse.parse(refunded.json()).remaining_paise).toBe(14_900);
    const res = await finance.get(API.adminOrder(subscriptionOrder));
    expect(res.statusCode, res.body).toBe(200);
    const detail = OrderDetailResponse.parse(res.json());
    expect(detail).toMatchObject({ refunded_paise: 5_000, refundable_paise: 14_900 });
    expect(detail.payments).toMatchObject([{ is_order_payment: true, status: 'captured', refunded_paise: 5_000 }]);
    expect(detail.refunds).toMatchObject([{ amount_paise: 5_000, status: 'processed', attempts: 1, gave_up: false, last_error: null }]);
    expect(detail.viewer.id).toBe(buyer.user.id);
    expect(detail.viewer.phone).not.toContain(buyer.phone.slice(4, 8));
    expect(detail.audit.map((a) => a.action)).toEqual(['payment.refund']);
    // Another order's page counts only its own refunds.
    const other = OrderDetailResponse.parse((await finance.get(API.adminOrder(rentalOrder))).json());
    expect(other).toMatchObject({ refunded_paise: 0, refunds: [], audit: [] });
    expect(other.payments).toMatchObject([{ is_order_payment: true, refunded_paise: 0 }]);
    expect(other.refundable_paise).toBe(other.order.amount_paise);
    expect((await finance.get(API.adminOrder(2_000_000_000))).statusCode).toBe(404);
    for (const id of ['abc', '0', '99999999999999']) expect((await finance.get(`/api/admin/payments/${id}/`)).statusCode).toBe(400);
  });

  it('exports the filtered rows as CSV: header, exact rupees, formula-safe cells', async () => {
    await t.deps.db.update(users).set({ firstName: '=HYPERLINK("x")' }).where(eq(users.id, buyer.user.id));
    const res = await finance.get(`${API.adminPaymentsExport}?phone=${buyer.phone}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,order_id,created_at,paid_at,status,kind,item,gateway,payment_id,amount_rupees,refunded_rupees,captures,viewer_id,viewer_phone');
    expect(lines).toHaveLength(4);
    const subscription = lines.find((l) => l.startsWith(`${subscriptionOrder},`));
    expect(subscription).toContain(',199.00,50.00,1,');
    expect((await finance.get(`${API.adminPaymentsExport}?from=2026-02-30`)).statusCode).toBe(400);
    const all = await finance.get(API.adminPaymentsExport);
    expect(all.body.trimEnd().split('\r\n').length - 1).toBe((await list({ limit: 100 })).data.length);
  });
});
