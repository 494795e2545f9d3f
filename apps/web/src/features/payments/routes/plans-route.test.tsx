import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { useSession } from '@/lib/session.ts';
import { storage } from '@/lib/storage.ts';
import { stubApi, type Handler } from '@/testing/api-stub.ts';
import { polyfillDialog } from '@/testing/dom.ts';
import { currentLocation } from '@/testing/render.tsx';
import { resetAll, signIn } from '@/testing/session.ts';
import type { CheckoutOptions, CheckoutOutcome } from '../checkout/types.ts';
import { makeOrder, makePayer, PAYMENT_RESULT, PLANS, SUBSCRIPTION } from '../testing/fixtures.ts';
import { renderRoute } from '../testing/render-route.tsx';
import { Component as PlansRoute } from './plans-route.tsx';

const checkout = vi.hoisted(() => ({ open: vi.fn<(o: CheckoutOptions) => Promise<CheckoutOutcome>>() }));
vi.mock('sonner', () => import('../testing/mock-toast.ts'));
vi.mock('../checkout/open-checkout.ts', () => ({ openCheckout: checkout.open }));

const plansReply: Handler = () => ({ body: { status: 'success', plans: PLANS } });
const payButton = () => screen.findByRole('button', { name: /^Pay ₹/ });
const renderPlans = (path = '/plans') => renderRoute(path, 'plans', <PlansRoute />);

function api(extra: Record<string, Handler> = {}) {
  return stubApi({
    'GET /users/api/subscription-plans/': plansReply,
    'POST /api/payment/create-order/': () => ({ body: makeOrder() }),
    ...extra,
  });
}

describe('/plans (SPEC 2.8)', () => {
  beforeEach(() => {
    resetAll();
    polyfillDialog();
    vi.clearAllMocks();
  });
  afterEach(() => {
    vi.useRealTimers();
    resetAll();
    vi.unstubAllGlobals();
  });

  it('shows loading, then cards with price, duration and the per-day price rule', async () => {
    api();
    renderPlans();
    expect(screen.getByText('Loading plans...')).toBeTruthy();
    const monthly = (await screen.findByRole('radio', { name: 'Select Monthly' })).closest('label')!;
    expect(within(monthly).getByText('₹199')).toBeTruthy();
    expect(within(monthly).getByText('/ 1 Month')).toBeTruthy();
    expect(within(monthly).getByText('₹6.63/day')).toBeTruthy();
    expect(within(monthly).getByText('GOLD')).toBeTruthy();
    const yearly = screen.getByRole('radio', { name: 'Select Yearly' }).closest('label')!;
    expect(within(yearly).getByText('₹1/day')).toBeTruthy();
    expect(within(yearly).getByText('Best Value')).toBeTruthy();
    // A bare per_day_text number gets the rupee sign and '/day'.
    const quarterly = screen.getByRole('radio', { name: 'Select Quarterly' }).closest('label')!;
    expect(within(quarterly).getByText('₹5.54/day')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Premium Plans Available' })).toBeTruthy();
    expect(screen.getByText('Back to Home').closest('a')?.getAttribute('href')).toBe('/');
  });

  it('preselects the popular plan, or the ?plan= one, and Pay follows the choice', async () => {
    api();
    renderPlans();
    expect(((await screen.findByRole('radio', { name: 'Select Yearly' })) as HTMLInputElement).checked).toBe(true);
    expect((await payButton()).textContent).toContain('₹365');
    fireEvent.click(screen.getByRole('radio', { name: 'Select Quarterly' }));
    expect((await payButton()).textContent).toContain('₹499');
    resetAll();
    api();
    renderPlans('/plans?plan=1');
    expect(((await screen.findByRole('radio', { name: 'Select Monthly' })) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the empty state and says so when refreshing fails', async () => {
    let reply: ReturnType<Handler> = { body: { status: 'success', plans: [] } };
    api({ 'GET /users/api/subscription-plans/': () => reply });
    renderPlans();
    expect(await screen.findByRole('heading', { name: 'No Plans Available' })).toBeTruthy();
    expect(screen.getByText('Subscription plans are currently not available. Please try again later.')).toBeTruthy();
    reply = { status: 500, body: { message: 'down' } };
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Plans' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to refresh plans. Please try again later.'));
  });

  it('the FAQ is an accordion of four questions', async () => {
    api();
    renderPlans();
    const question = await screen.findByRole('button', { name: 'Can I cancel anytime?' });
    expect(screen.getAllByRole('button', { expanded: false }).length).toBeGreaterThanOrEqual(4);
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Can I cancel anytime?' }).hidden).toBe(false);
  });

  it('sends a visitor to /login with the way back to the chosen plan', async () => {
    const calls = api();
    renderPlans('/plans?redirect=%2Fmovie%2F7&video_id=7');
    fireEvent.click(await payButton());
    await waitFor(() => expect(currentLocation()).toMatch(/^\/login\?redirect=/));
    const redirect = new URLSearchParams(currentLocation()!.split('?')[1]).get('redirect');
    expect(redirect).toBe('/plans?plan=2&redirect=%2Fmovie%2F7&video_id=7');
    expect(calls.callsTo('POST', '/api/payment/create-order/')).toHaveLength(0);
  });

  it('sends an incomplete profile to /profile/update with a 5 s toast, the redirect and the plan', async () => {
    signIn(makePayer({ constituency: null }));
    api();
    renderPlans();
    fireEvent.click(await payButton());
    await waitFor(() => expect(currentLocation()).toMatch(/^\/profile\/update\?/));
    expect(toast.error).toHaveBeenCalledWith('Please complete your profile with all location details', { duration: 5000 });
    const query = new URLSearchParams(currentLocation()!.split('?')[1]);
    expect(query.get('plan')).toBe('2');
    expect(query.get('redirect')).toBe('/plans?plan=2');
  });

  it('success: stores the order, verifies at once, sets the subscription and returns to the redirect', async () => {
    signIn(makePayer());
    const calls = api({
      'POST /users/verify-payment/': () => ({ body: { status: 'success', message: 'ok', subscription: SUBSCRIPTION } }),
    });
    checkout.open.mockResolvedValue({ type: 'success', response: PAYMENT_RESULT });
    renderPlans('/plans?redirect=%2Fmovie%2F7&video_id=7');
    fireEvent.click(await payButton());
    await waitFor(() => expect(currentLocation()).toBe('/movie/7'));
    expect(calls.callsTo('POST', '/api/payment/create-order/')[0]?.body).toEqual({ amount: 365, currency: 'INR', plan_id: 2, phone: '9876543210' });
    expect(checkout.open.mock.calls[0]![0]).toMatchObject({ gateway: 'sandbox', orderId: 'order_new', amount: 36500, description: 'Yearly', checkoutUrl: '/sandbox/checkout/order_new', prefill: { name: 'Ravi Teja', email: 'ravi@example.com', contact: '9876543210' } });
    expect(calls.callsTo('POST', '/users/verify-payment/')[0]?.body).toEqual({ ...PAYMENT_RESULT, plan_id: 2, phone: '9876543210' });
    expect(toast.success).toHaveBeenCalledWith('Payment successful! Your subscription is now active.', { id: 'payment-success' });
    expect(useSession.getState().user?.is_subscribed).toBe(true);
    expect(useSession.getState().user?.subscription_end_date).toBe(SUBSCRIPTION.end_date);
    expect(storage.getJson('subscription')).toEqual(SUBSCRIPTION);
    expect(storage.get('pendingPayment')).toBeNull();
    expect(storage.get('paymentOrder')).toBeNull();
  });

  it('success without redirect lands on /profile; a failed verify warns and keeps the pending record', async () => {
    signIn(makePayer());
    api({ 'POST /users/verify-payment/': () => ({ status: 500, body: { message: 'boom' } }) });
    checkout.open.mockResolvedValue({ type: 'success', response: PAYMENT_RESULT });
    renderPlans();
    fireEvent.click(await payButton());
    await waitFor(() => expect(currentLocation()).toBe('/profile'));
    expect(toast.warning).toHaveBeenCalledWith('Payment successful! Please wait a moment for verification. You will be notified once your subscription is active.');
    expect(storage.getJson('pendingPayment')).toMatchObject({ order_id: 'order_new', payment_id: 'pay_1', signature: 'sig_1', plan_id: 2, retry_count: 0, amount: 365, plan_name: 'Yearly' });
  });

  it('reuses a stored order for the same plan younger than 30 minutes, and replaces an older one', async () => {
    signIn(makePayer());
    const stored = { ...makeOrder({ order_id: 'order_old' }), created_at: Date.now() - 10 * 60_000, plan_id: 2, phone: '9876543210', duration_days: 365 };
    storage.setJson('paymentOrder', stored);
    const calls = api();
    checkout.open.mockResolvedValue({ type: 'failed', error: { code: 'X', description: 'nope' } });
    renderPlans();
    fireEvent.click(await payButton());
    await waitFor(() => expect(checkout.open).toHaveBeenCalledTimes(1));
    expect(checkout.open.mock.calls[0]![0].orderId).toBe('order_old');
    expect(calls.callsTo('POST', '/api/payment/create-order/')).toHaveLength(0);

    storage.setJson('paymentOrder', { ...stored, created_at: Date.now() - 31 * 60_000 });
    fireEvent.click(await payButton());
    await waitFor(() => expect(checkout.open).toHaveBeenCalledTimes(2));
    expect(checkout.open.mock.calls[1]![0].orderId).toBe('order_new');
    expect(calls.callsTo('POST', '/api/payment/create-order/')).toHaveLength(1);
    expect(storage.getJson<{ order_id: string }>('paymentOrder')?.order_id).toBe('order_new');
  });

  it('does not reuse a stored order made before the plan’s price or days were edited', async () => {
    signIn(makePayer());
    const stored = { ...makeOrder({ order_id: 'order_old' }), created_at: Date.now() - 10 * 60_000, plan_id: 2, phone: '9876543210', duration_days: 365 };
    const calls = api();
    checkout.open.mockResolvedValue({ type: 'failed', error: { code: 'X', description: 'nope' } });
    renderPlans();
    storage.setJson('paymentOrder', { ...stored, amount: 19_900 });
    fireEvent.click(await payButton());
    await waitFor(() => expect(checkout.open).toHaveBeenCalledTimes(1));
    expect(checkout.open.mock.calls[0]![0].orderId).toBe('order_new');
    storage.setJson('paymentOrder', { ...stored, duration_days: 30 });
    fireEvent.click(await payButton());
    await waitFor(() => expect(checkout.open).toHaveBeenCalledTimes(2));
    expect(checkout.open.mock.calls[1]![0].orderId).toBe('order_new');
    expect(calls.callsTo('POST', '/api/payment/create-order/')).toHaveLength(2);
  });

  it('failure shows the provider description and drops the pending record', async () => {
    signIn(makePayer());
    api();
    checkout.open.mockResolvedValue({ type: 'failed', error: { code: 'BAD_REQUEST_ERROR', description: 'Your card was declined' } });
    renderPlans();
    fireEvent.click(await payButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Payment failed: Your card was declined'));
    expect(storage.get('pendingPayment')).toBeNull();
  });

  it.each([
    [{ status: 500, body: { status: 'error', message: 'Plan not found' } }, 'Server error: Plan not found'],
    [{ status: 502, body: null }, 'Server error: Please try again later'],
    ['network-error' as const, 'Network error. Please check your internet connection.'],
    [{ body: { status: 'success' } }, 'Unable to create order. Please try again.'],
  ])('order error %# says what SPEC 8 says', async (reply, message) => {
    signIn(makePayer());
    api({ 'POST /api/payment/create-order/': () => reply });
    renderPlans();
    fireEvent.click(await payButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(checkout.open).not.toHaveBeenCalled();
  });

  it('an order 401 logs out and goes to /login', async () => {
    signIn(makePayer());
    api({ 'POST /api/payment/create-order/': () => ({ status: 401, body: { message: 'no' } }) });
    renderPlans();
    fireEvent.click(await payButton());
    await waitFor(() => expect(currentLocation()).toMatch(/^\/login\?redirect=/));
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it('shows the Processing Payment overlay while paying', async () => {
    signIn(makePayer());
    api();
    let finish: (outcome: CheckoutOutcome) => void = () => {};
    checkout.open.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    renderPlans();
    fireEvent.click(await payButton());
    const overlay = await screen.findByRole('alertdialog', { name: 'Processing Payment...' });
    expect(overlay.textContent).toContain('Secure Payment');
    expect(overlay.textContent).toContain('Please wait while we process your payment securely. Do not close this window.');
    finish({ type: 'failed', error: { code: 'X', description: 'declined' } });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('a checkout that cannot open says so', async () => {
    signIn(makePayer());
    api();
    checkout.open.mockRejectedValue(new Error('script blocked'));
    renderPlans();
    fireEvent.click(await payButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Unable to initiate payment. Please try again.'));
  });

  it('dismissal polls check-status 2 s later, then every 30 s, at most 10 times, keeping the pending record', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn(makePayer());
    const calls = api({ 'GET /users/payment/check-status/order_new/': () => ({ body: { status: 'pending', order_id: 'order_new', message: '' } }) });
    checkout.open.mockResolvedValue({ type: 'dismissed' });
    renderPlans();
    fireEvent.click(await payButton());
    await screen.findByText('Checking your payment status...');
    const polls = () => calls.callsTo('GET', '/users/payment/check-status/order_new/').length;
    await vi.advanceTimersByTimeAsync(1900);
    expect(polls()).toBe(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(polls()).toBe(2);
    await vi.advanceTimersByTimeAsync(30_000 * 10);
    expect(polls()).toBe(10);
    expect(toast.info).toHaveBeenCalledWith('Payment verification is taking longer than expected. We will notify you once confirmed.');
    expect(storage.getJson('pendingPayment')).toMatchObject({ order_id: 'order_new' });
  });

  it('dismissal polling that sees completed finishes the payment', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn(makePayer());
    let status = 'pending';
    api({ 'GET /users/payment/check-status/order_new/': () => ({ body: { status, order_id: 'order_new', message: '', subscription: SUBSCRIPTION } }) });
    checkout.open.mockResolvedValue({ type: 'dismissed' });
    renderPlans();
    fireEvent.click(await payButton());
    await vi.advanceTimersByTimeAsync(2100);
    status = 'completed';
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(currentLocation()).toBe('/profile'));
    expect(toast.success).toHaveBeenCalledWith('Payment successful! Your subscription is now active.', { id: 'payment-success' });
    expect(storage.get('pendingPayment')).toBeNull();
  });
});
