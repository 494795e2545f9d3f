import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { storage } from '@/lib/storage.ts';
import { stubApi, type Handler } from '@/testing/api-stub.ts';
import { polyfillDialog } from '@/testing/dom.ts';
import { currentLocation } from '@/testing/render.tsx';
import { resetAll, signIn } from '@/testing/session.ts';
import type { CheckoutOptions, CheckoutOutcome } from '../checkout/types.ts';
import { makeOrder, makePayer, makePlan, PAYMENT_RESULT, SUBSCRIPTION } from '../testing/fixtures.ts';
import { renderRoute } from '../testing/render-route.tsx';
import { Component as PaymentRoute } from './payment-route.tsx';

const checkout = vi.hoisted(() => ({ open: vi.fn<(o: CheckoutOptions) => Promise<CheckoutOutcome>>() }));
vi.mock('sonner', () => import('../testing/mock-toast.ts'));
vi.mock('../checkout/open-checkout.ts', () => ({ openCheckout: checkout.open }));

const STATUS = '/api/payment/check-status/order_new/';
const radio = (name: string) => screen.getByRole('radio', { name: `Select ${name}` }) as HTMLInputElement;
const renderPayment = (path = '/payment') => renderRoute(path, 'payment', <PaymentRoute />);

/** The server's plans (SPEC 9's three, as seeded); the page reads them, not a fixed list. */
const SERVER_PLANS = [
  makePlan({ id: 1, name: 'Basic Plan', price: 199, duration: 30 }),
  makePlan({ id: 2, name: 'Standard Plan', price: 499, duration: 90 }),
  makePlan({ id: 3, name: 'Premium Plan', price: 999, duration: 365 }),
];

function api(extra: Record<string, Handler> = {}, plans = SERVER_PLANS) {
  return stubApi({
    'GET /users/api/subscription-plans/': () => ({ body: { status: 'success', plans } }),
    'POST /api/payment/create-order/': () => ({ body: makeOrder() }),
    ...extra,
  });
}

function pendingRecord(ageMs: number) {
  return {
    payment_id: null, order_id: 'order_new', signature: null, plan_id: 1, phone: '9876543210',
    timestamp: Date.now() - ageMs, retry_count: 0, amount: 199, plan_name: 'Basic Plan',
  };
}

describe('/payment (SPEC 2.9, 4 Payment page)', () => {
  beforeEach(() => {
    resetAll();
    polyfillDialog();
    vi.clearAllMocks();
    signIn(makePayer());
  });
  afterEach(() => {
    vi.useRealTimers();
    resetAll();
    vi.unstubAllGlobals();
  });

  it('lists the server’s plans and preselects ?plan=standard_plan by its lower-cased name', async () => {
    api();
    renderPayment('/payment?plan=standard_plan');
    await screen.findByRole('radiogroup');
    expect(radio('Standard Plan').checked).toBe(true);
    expect(screen.getByText('₹499', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('90 days', { selector: 'dd' })).toBeTruthy();
    expect(screen.getAllByText('₹199').length).toBeGreaterThan(0);
    expect(screen.getAllByText('₹999').length).toBeGreaterThan(0);
  });

  it('?plan=basic_plan preselects Basic; an unknown value falls back to the first plan', async () => {
    api();
    renderPayment('/payment?plan=basic_plan');
    await screen.findByRole('radiogroup');
    expect(radio('Basic Plan').checked).toBe(true);
    resetAll();
    signIn(makePayer());
    api();
    renderPayment('/payment?plan=gold');
    await screen.findByRole('radiogroup');
    expect(radio('Basic Plan').checked).toBe(true);
    fireEvent.click(radio('Premium Plan'));
    expect(screen.getByText('₹999', { selector: 'dd' })).toBeTruthy();
  });

  it('Pay Now creates an order, stores the pending payment, and a verified success goes to /profile', async () => {
    let pendingAtCheckout: unknown = null;
    const calls = api({ 'POST /api/payment/verify-payment/': () => ({ body: { status: 'success', message: 'ok', subscription: SUBSCRIPTION } }) });
    checkout.open.mockImplementation(async () => {
      pendingAtCheckout = storage.getJson('pendingPayment');
      return { type: 'success', response: PAYMENT_RESULT };
    });
    renderPayment('/payment?plan=premium_plan');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(currentLocation()).toBe('/profile'));
    expect(calls.callsTo('POST', '/api/payment/create-order/')[0]?.body).toEqual({ amount: 999, currency: 'INR', plan_id: 3, phone: '9876543210' });
    expect(pendingAtCheckout).toMatchObject({ order_id: 'order_new', plan_id: 3, amount: 999, plan_name: 'Premium Plan', retry_count: 0 });
    expect(calls.callsTo('POST', '/api/payment/verify-payment/')[0]?.body).toEqual({ ...PAYMENT_RESULT, plan_id: 3, phone: '9876543210' });
    expect(toast.success).toHaveBeenCalledWith('Payment successful! Your subscription is now active.', { id: 'payment-success' });
    expect(storage.get('pendingPayment')).toBeNull();
  });

  it('a verification that fails says to contact support', async () => {
    api({ 'POST /api/payment/verify-payment/': () => ({ status: 400, body: { status: 'error', message: 'bad signature' } }) });
    checkout.open.mockResolvedValue({ type: 'success', response: PAYMENT_RESULT });
    renderPayment();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Payment verification failed. Please contact support.'));
  });

  it('dismissal opens Checking Payment Status, polls, and completed goes to /profile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = 'pending';
    const calls = api({ [`GET ${STATUS}`]: () => ({ body: { status, order_id: 'order_new', message: '' } }) });
    checkout.open.mockResolvedValue({ type: 'dismissed' });
    renderPayment();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('dialog', { name: 'Checking Payment Status' })).toBeTruthy();
    await vi.advanceTimersByTimeAsync(2100);
    expect(calls.callsTo('GET', STATUS)).toHaveLength(1);
    expect(await screen.findByText('Attempt 1 of 10')).toBeTruthy();
    status = 'completed';
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(currentLocation()).toBe('/profile'));
    expect(toast.success).toHaveBeenCalledWith('Payment successful! Your subscription is now active.', { id: 'payment-success' });
  });

  it('after 10 unanswered checks says the status could not be verified', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = api({ [`GET ${STATUS}`]: () => ({ body: { status: 'pending', order_id: 'order_new', message: '' } }) });
    checkout.open.mockResolvedValue({ type: 'dismissed' });
    renderPayment();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await screen.findByRole('dialog', { name: 'Checking Payment Status' });
    await vi.advanceTimersByTimeAsync(2000 + 30_000 * 10);
    expect(calls.callsTo('GET', STATUS)).toHaveLength(10);
    expect(toast.error).toHaveBeenCalledWith('Payment status could not be verified. Please contact support.');
  });

  it('resumes polling for a pending payment younger than 10 minutes', async () => {
    storage.setJson('pendingPayment', pendingRecord(5 * 60_000));
    const calls = api({ [`GET ${STATUS}`]: () => ({ body: { status: 'completed', order_id: 'order_new', message: '', subscription: SUBSCRIPTION } }) });
    renderPayment();
    await waitFor(() => expect(currentLocation()).toBe('/profile'));
    expect(calls.callsTo('GET', STATUS)).toHaveLength(1);
    expect(storage.get('pendingPayment')).toBeNull();
  });

  it('removes a pending payment older than 10 minutes without polling', async () => {
    storage.setJson('pendingPayment', pendingRecord(11 * 60_000));
    const calls = api();
    renderPayment();
    await waitFor(() => expect(storage.get('pendingPayment')).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Checking Payment Status' })).toBeNull();
    // No payment call at all; only the plans and the arrival's subscription re-read (issue 12).
    expect(calls.calls.map((c) => c.path).sort()).toEqual(['/users/api/subscription-plans/', '/users/check-subscription-status/']);
  });

  it('shows and orders an edited price exactly as the server lists it', async () => {
    const calls = api({}, [makePlan({ id: 1, name: 'Basic Plan', price: 249.5, duration: 45 })]);
    checkout.open.mockResolvedValue({ type: 'failed', error: { code: 'X', description: 'declined' } });
    renderPayment('/payment?plan=basic_plan');
    expect(await screen.findByText('₹249.50', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('45 days', { selector: 'dd' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(calls.callsTo('POST', '/api/payment/create-order/')[0]?.body).toMatchObject({ plan_id: 1, amount: 249.5 }));
  });

  it('failure shows the provider description', async () => {
    api();
    checkout.open.mockResolvedValue({ type: 'failed', error: { code: 'BAD_REQUEST_ERROR', description: 'UPI app declined' } });
    renderPayment();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Payment failed: UPI app declined'));
  });
});
