import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session.ts';
import { storage } from '@/lib/storage.ts';
import { stubApi, type Handler } from '@/testing/api-stub.ts';
import { signIn } from '@/testing/session.ts';
import { makeOrder, makePayer, SUBSCRIPTION } from '../testing/fixtures.ts';
import { checkPendingPayment, expireStoredOrder } from './payment-checks.ts';
import { startPaymentService } from './payment-service.ts';

vi.mock('sonner', () => import('../testing/mock-toast.ts'));

const STATUS = 'GET /users/payment/check-status/order_1/';
const VERIFY = 'POST /users/verify-payment/';
const SUB = 'GET /users/check-subscription-status/';

function pending(overrides: Record<string, unknown> = {}) {
  return {
    payment_id: null, order_id: 'order_1', signature: null, plan_id: 2, phone: '9876543210',
    timestamp: Date.now(), retry_count: 0, amount: 499, plan_name: 'Standard', ...overrides,
  };
}
const statusReply = (status: string): Handler => () => ({ body: { status, order_id: 'order_1', message: '', subscription: SUBSCRIPTION } });
const subReply: Handler = () => ({ body: { status: 'success', is_subscribed: true, subscription: SUBSCRIPTION } });

describe('background payment checks (SPEC 4 Background checks)', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.clear();
    signIn(makePayer(), { token: 't', csrfToken: 'c' });
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('re-checks a pending payment at start and every 30 s, counting retries', async () => {
    storage.setJson('pendingPayment', pending());
    const api = stubApi({ [STATUS]: statusReply('pending'), [SUB]: subReply });
    stop = startPaymentService();
    await vi.advanceTimersByTimeAsync(10);
    expect(api.callsTo('GET', '/users/payment/check-status/order_1/')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(api.callsTo('GET', '/users/payment/check-status/order_1/')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.callsTo('GET', '/users/payment/check-status/order_1/')).toHaveLength(2);
    expect(storage.getJson<{ retry_count: number }>('pendingPayment')?.retry_count).toBe(2);
  });

  it('stops after 10 retries and removes the record', async () => {
    storage.setJson('pendingPayment', pending());
    const api = stubApi({ [STATUS]: statusReply('pending'), [SUB]: subReply });
    stop = startPaymentService();
    await vi.advanceTimersByTimeAsync(30_000 * 12);
    expect(api.callsTo('GET', '/users/payment/check-status/order_1/')).toHaveLength(10);
    expect(storage.get('pendingPayment')).toBeNull();
  });

  it('removes a pending payment older than 15 minutes without asking', async () => {
    storage.setJson('pendingPayment', pending({ timestamp: Date.now() - 15 * 60_000 }));
    const api = stubApi();
    expect(await checkPendingPayment()).toBe('expired');
    expect(storage.get('pendingPayment')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('a completed payment is settled: record gone, subscription on the user', async () => {
    storage.setJson('pendingPayment', pending());
    stubApi({ [STATUS]: statusReply('completed') });
    expect(await checkPendingPayment()).toBe('completed');
    expect(storage.get('pendingPayment')).toBeNull();
    expect(useSession.getState().user?.is_subscribed).toBe(true);
  });

  it('a record with the checkout proof is re-verified with it', async () => {
    storage.setJson('pendingPayment', pending({ payment_id: 'pay_1', signature: 'sig_1' }));
    const api = stubApi({ [VERIFY]: () => ({ body: { status: 'success', message: 'ok', subscription: SUBSCRIPTION } }) });
    expect(await checkPendingPayment()).toBe('completed');
    expect(api.callsTo('POST', '/users/verify-payment/')[0]?.body).toEqual({
      razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'sig_1', plan_id: 2, phone: '9876543210',
    });
  });

  it('removes a stored order older than 30 minutes, keeps a younger one', () => {
    const order = { ...makeOrder(), plan_id: 2, phone: '9876543210' };
    storage.setJson('paymentOrder', { ...order, created_at: Date.now() - 29 * 60_000 });
    expect(expireStoredOrder()).toBe(false);
    storage.setJson('paymentOrder', { ...order, created_at: Date.now() - 30 * 60_000 });
    expect(expireStoredOrder()).toBe(true);
    expect(storage.get('paymentOrder')).toBeNull();
  });

  it('checks the subscription every 120 s and updates the stored user and subscription', async () => {
    const api = stubApi({ [SUB]: subReply });
    stop = startPaymentService();
    await vi.advanceTimersByTimeAsync(119_000);
    expect(api.callsTo('GET', '/users/check-subscription-status/')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.callsTo('GET', '/users/check-subscription-status/')).toHaveLength(1);
    expect(api.callsTo('GET', '/users/check-subscription-status/')[0]?.url.searchParams.get('phone')).toBe('9876543210');
    expect(useSession.getState().user?.subscription_end_date).toBe(SUBSCRIPTION.end_date);
    expect(JSON.parse(storage.get('user')!).is_subscribed).toBe(true);
    expect(storage.getJson('subscription')).toEqual(SUBSCRIPTION);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(api.callsTo('GET', '/users/check-subscription-status/')).toHaveLength(2);
  });

  it('checks the pending payment and the stored order again on window focus', async () => {
    storage.setJson('paymentOrder', { ...makeOrder(), plan_id: 2, phone: '9876543210', created_at: Date.now() - 31 * 60_000 });
    const api = stubApi({ [STATUS]: statusReply('pending') });
    stop = startPaymentService();
    await vi.advanceTimersByTimeAsync(10);
    expect(storage.get('paymentOrder')).toBeNull();
    storage.setJson('pendingPayment', pending());
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(10);
    expect(api.callsTo('GET', '/users/payment/check-status/order_1/')).toHaveLength(1);
  });
});
