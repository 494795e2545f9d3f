// Issue 16.8: a signed payment webhook is trusted for who sent it, not for its fields. A numeric
// payment id once recorded a −5 paise 'captured' row; every event we act on must match the
// contract exactly, and one that does not is a 400 that stores and changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT4_MAX, MESSAGES } from '@ott/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import { orders, payments, subscriptionGrants, webhookEvents } from '../../src/lib/db/schema.ts';
import { paymentHooks } from '../../src/features/payments/index.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { rowCount, signIn } from '../auth/sign-in.ts';
import { createOrder, paymentEvent, postWebhook, sandboxPay, seedPlans, successOf } from '../payments/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
  paymentHooks(t.deps).sandboxWebhooks = false;
});
afterAll(() => t.close());

const WATCHED: PgTable[] = [orders, payments, subscriptionGrants, webhookEvents];
const counts = () => Promise.all(WATCHED.map((table) => rowCount(t, table)));
let eventCounter = 0;
const newEventId = () => `evt_Odd${String((eventCounter += 1)).padStart(8, '0')}`;

describe('a signed payment webhook with odd fields', () => {
  it('is refused with 400 and touches no row; the well-formed event still settles the order', async () => {
    const buyer = await signIn(t);
    const order = await createOrder(buyer.client, 1);
    const handler = successOf(await sandboxPay(buyer.client, order.order_id));
    const good = paymentEvent('payment.captured', { orderId: order.order_id, paymentId: handler.razorpay_payment_id, amount: 19_900 });
    const withEntity = (patch: Record<string, unknown>, event: string = good.event) => ({
      ...good,
      event,
      payload: { payment: { entity: { ...good.payload.payment.entity, ...patch } } },
    });
    const refused: [label: string, body: unknown, message: string][] = [
      ['numeric payment id, −5 paise', withEntity({ id: 12345, amount: -5 }), 'Payload is not valid'],
      ['numeric payment id', withEntity({ id: 12345 }), 'Payload is not valid'],
      ['negative amount', withEntity({ amount: -5 }), 'Payload must be at least 0'],
      ['fractional amount', withEntity({ amount: 199.5 }), 'Payload must be a whole number'],
      ['amount as a string', withEntity({ amount: '19900' }), 'Payload must be a number'],
      ['amount over int4', withEntity({ amount: INT4_MAX + 1 }), `Payload must be at most ${INT4_MAX}`],
      ['numeric order id', withEntity({ order_id: 42 }), 'Payload is not valid'],
      ['payment id of another kind', withEntity({ id: 'order_Abc123' }), 'Payload is not in the right format'],
      ['a NUL in the payment id', withEntity({ id: 'pay_A\u0000' }), 'Payload is not valid'],
      ['no amount', withEntity({ amount: undefined }), 'Payload is required'],
      ['a failure with a numeric id', withEntity({ id: 7, status: 'failed' }, 'payment.failed'), 'Payload is not valid'],
      ['order.paid with no payment', { ...good, event: 'order.paid', payload: { order: { entity: { id: order.order_id } } } }, 'Payload is required'],
      ['no payload', { event: 'payment.captured' }, 'Payload is required'],
      ['an event name that is not a name', { ...good, event: 'Payment Captured!' }, MESSAGES.invalidRequest],
      ['a numeric event name', { ...good, event: 7 }, MESSAGES.invalidRequest],
      ['an array', [good], MESSAGES.invalidRequest],
    ];
    const before = await counts();
    for (const [label, body, message] of refused) {
      const res = await postWebhook(t, body as object, { eventId: newEventId() });
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      expect(res.json(), `${label}: ${res.body}`).toMatchObject({ status: 'error', message });
    }
    expect(await counts()).toEqual(before);

    const res = await postWebhook(t, good, { eventId: newEventId() });
    expect(res.statusCode, res.body).toBe(200);
    const [paid] = await t.deps.db.select().from(orders).where(eq(orders.gatewayOrderId, order.order_id));
    expect(paid).toMatchObject({ status: 'paid', gatewayPaymentId: handler.razorpay_payment_id });
    const recorded = await t.deps.db.select().from(payments).where(eq(payments.orderId, paid!.id));
    expect(recorded.map((p) => [p.gatewayPaymentId, p.amountPaise, p.status])).toEqual([[handler.razorpay_payment_id, 19_900, 'captured']]);
  });

  it('refuses a NUL anywhere in the event, since the event is stored as jsonb', async () => {
    const before = await counts();
    const res = await postWebhook(t, { event: 'refund.processed', payload: { refund: { entity: { notes: { reason: 'a\u0000b' } } } } }, { eventId: newEventId() });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: 'Payload is not valid' });
    expect(await counts()).toEqual(before);
  });

  it('acknowledges a well-formed event it does not act on, whatever its payload', async () => {
    const before = await rowCount(t, payments);
    const res = await postWebhook(t, { event: 'refund.processed', payload: { refund: { entity: { id: 9, amount: -1 } } } }, { eventId: newEventId() });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowCount(t, payments)).toBe(before);
  });
});
