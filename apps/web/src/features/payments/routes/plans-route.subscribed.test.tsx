// /plans for a subscribed viewer (SPEC 4 'Subscription'; issue 12 point 10): their plan, end date
// and days remaining instead of the subscribe buttons; more time only through Extend, which
// states the new end date (current end + the plan's days) before payment and orders with extend.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import type { User } from '@ott/contract';
import { stubApi, type Handler } from '@/testing/api-stub.ts';
import { polyfillDialog } from '@/testing/dom.ts';
import { resetAll, signIn } from '@/testing/session.ts';
import type { CheckoutOptions, CheckoutOutcome } from '../checkout/types.ts';
import { makeOrder, makePayer, PLANS } from '../testing/fixtures.ts';
import { renderRoute } from '../testing/render-route.tsx';
import { Component as PlansRoute } from './plans-route.tsx';

const checkout = vi.hoisted(() => ({ open: vi.fn<(o: CheckoutOptions) => Promise<CheckoutOutcome>>() }));
vi.mock('sonner', () => import('../testing/mock-toast.ts'));
vi.mock('../checkout/open-checkout.ts', () => ({ openCheckout: checkout.open }));

const END = '2099-01-10T12:00:00.000Z';
const DAY = 86_400_000;
const daysLeft = () => Math.ceil((Date.parse(END) - Date.now()) / DAY);
const subscribed = (overrides: Partial<User> = {}) =>
  makePayer({ is_subscribed: true, subscription_type: 'Monthly', subscription_start_date: '2098-12-11T12:00:00.000Z', subscription_end_date: END, ...overrides });
const statusOf = (user: User): Handler => () => ({
  body: {
    status: 'success',
    is_subscribed: user.is_subscribed,
    subscription: user.is_subscribed
      ? { plan_id: 1, plan_name: user.subscription_type, subscription_type: user.subscription_type, start_date: user.subscription_start_date, end_date: user.subscription_end_date, is_active: true, days_remaining: daysLeft() }
      : null,
  },
});

function api(user: User, extra: Record<string, Handler> = {}) {
  return stubApi({
    'GET /users/api/subscription-plans/': () => ({ body: { status: 'success', plans: PLANS } }),
    'GET /users/check-subscription-status/': statusOf(user),
    'POST /api/payment/create-order/': () => ({ body: makeOrder() }),
    ...extra,
  });
}
const renderPlans = () => renderRoute('/plans', 'plans', <PlansRoute />);
const panel = () => screen.findByRole('region', { name: 'Your current plan' });

describe('/plans for a subscribed viewer (SPEC 4, issue 12)', () => {
  beforeEach(() => {
    resetAll();
    polyfillDialog();
    vi.clearAllMocks();
  });
  afterEach(() => {
    resetAll();
    vi.unstubAllGlobals();
  });

  it('shows the current plan, its end date and days remaining instead of the subscribe buttons', async () => {
    const user = subscribed();
    signIn(user);
    api(user);
    renderPlans();
    const current = await panel();
    expect(within(current).getByText('Monthly')).toBeTruthy();
    expect(within(current).getByText('Valid until 10 Jan 2099')).toBeTruthy();
    expect(within(current).getByText(`${daysLeft()} days remaining`)).toBeTruthy();
    expect(within(current).getByRole('button', { name: 'Extend plan' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('heading', { name: 'Premium Plans Available' })).toBeTruthy();
    // No way to pay again without choosing to extend.
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay ₹/ })).toBeNull();
    // The redeem box says where a code's days go.
    expect(screen.getByText('A code adds its days after your current plan ends on 10 Jan 2099.')).toBeTruthy();
  });

  it('Extend opens the plans with the current one chosen and states the new end date before paying with extend', async () => {
    const user = subscribed();
    signIn(user);
    const calls = api(user);
    checkout.open.mockResolvedValue({ type: 'failed', error: { code: 'X', description: 'declined' } });
    renderPlans();
    fireEvent.click(within(await panel()).getByRole('button', { name: 'Extend plan' }));
    const heading = await screen.findByRole('heading', { name: 'Extend your plan' });
    expect(document.activeElement).toBe(heading);
    expect((screen.getByRole('radio', { name: 'Select Monthly' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('extend-line').textContent).toBe('Monthly adds 30 days. Your plan will then run until 9 Feb 2099.');

    fireEvent.click(screen.getByRole('radio', { name: 'Select Quarterly' }));
    expect(screen.getByTestId('extend-line').textContent).toBe('Quarterly adds 90 days. Your plan will then run until 10 Apr 2099.');
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹499 to extend' }));
    await waitFor(() => expect(checkout.open).toHaveBeenCalledTimes(1));
    expect(calls.callsTo('POST', '/api/payment/create-order/')[0]?.body).toEqual({ amount: 499, currency: 'INR', plan_id: 3, phone: '9876543210', extend: true });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByTestId('extend-line')).toBeNull();
    expect(within(await panel()).getByRole('button', { name: 'Extend plan' })).toBeTruthy();
  });

  it('treats a plan that has ended as none: the subscribe buttons are back', async () => {
    const user = subscribed({ subscription_end_date: '2020-01-01T00:00:00.000Z' });
    signIn(user);
    api(user, { 'GET /users/check-subscription-status/': () => ({ body: { status: 'success', is_subscribed: false, subscription: null } }) });
    renderPlans();
    expect(await screen.findByRole('button', { name: 'Pay ₹365 · Yearly' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your current plan' })).toBeNull();
  });

  it('re-reads the subscription on arrival, so a plan bought on another device shows at once', async () => {
    signIn(makePayer());
    api(subscribed());
    renderPlans();
    expect(within(await panel()).getByText('Valid until 10 Jan 2099')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay ₹/ })).toBeNull();
  });

  it('an order refused as already subscribed (409) says so and shows the plan', async () => {
    signIn(makePayer());
    let status: Handler = () => ({ body: { status: 'success', is_subscribed: false, subscription: null } });
    api(makePayer(), {
      'GET /users/check-subscription-status/': (call) => status(call),
      'POST /api/payment/create-order/': () => ({ status: 409, body: { status: 'error', message: 'You already have an active plan. Choose Extend to add days to it.' } }),
    });
    renderPlans();
    const pay = await screen.findByRole('button', { name: 'Pay ₹365 · Yearly' });
    status = statusOf(subscribed());
    fireEvent.click(pay);
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('You already have an active plan. Choose Extend to add days to it.'));
    expect(await panel()).toBeTruthy();
    expect(checkout.open).not.toHaveBeenCalled();
  });
});
