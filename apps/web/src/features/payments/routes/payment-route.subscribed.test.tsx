// /payment for a subscribed viewer (issue 12 point 10, as on /plans): their plan instead of the
// plans and Pay Now; Extend brings them back with the current and new end dates in the summary.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubApi } from '@/testing/api-stub.ts';
import { polyfillDialog } from '@/testing/dom.ts';
import { resetAll, signIn } from '@/testing/session.ts';
import type { CheckoutOptions, CheckoutOutcome } from '../checkout/types.ts';
import { makeOrder, makePayer, makePlan } from '../testing/fixtures.ts';
import { renderRoute } from '../testing/render-route.tsx';
import { Component as PaymentRoute } from './payment-route.tsx';

const checkout = vi.hoisted(() => ({ open: vi.fn<(o: CheckoutOptions) => Promise<CheckoutOutcome>>() }));
vi.mock('sonner', () => import('../testing/mock-toast.ts'));
vi.mock('../checkout/open-checkout.ts', () => ({ openCheckout: checkout.open }));

const END = '2099-01-10T12:00:00.000Z';
const radio = (name: string) => screen.getByRole('radio', { name: `Select ${name}` });

describe('/payment for a subscribed viewer (issue 12)', () => {
  beforeEach(() => {
    resetAll();
    polyfillDialog();
    vi.clearAllMocks();
    signIn(makePayer({ is_subscribed: true, subscription_type: 'Standard Plan', subscription_end_date: END }));
  });
  afterEach(() => {
    resetAll();
    vi.unstubAllGlobals();
  });

  it('shows the current plan and no Pay Now until Extend; the summary then states both end dates and orders with extend', async () => {
    const plans = [
      makePlan({ id: 1, name: 'Basic Plan', price: 199, duration: 30 }),
      makePlan({ id: 2, name: 'Standard Plan', price: 499, duration: 90 }),
      makePlan({ id: 3, name: 'Premium Plan', price: 999, duration: 365 }),
    ];
    const calls = stubApi({
      'GET /users/api/subscription-plans/': () => ({ body: { status: 'success', plans } }),
      'POST /api/payment/create-order/': () => ({ body: makeOrder() }),
    });
    checkout.open.mockResolvedValue({ type: 'failed', error: { code: 'X', description: 'declined' } });
    renderRoute('/payment?plan=basic_plan', 'payment', <PaymentRoute />);
    const current = await screen.findByRole('region', { name: 'Your current plan' });
    expect(within(current).getByText('Standard Plan')).toBeTruthy();
    expect(within(current).getByText('Valid until 10 Jan 2099')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();

    fireEvent.click(within(current).getByRole('button', { name: 'Extend plan' }));
    await waitFor(() => expect(document.activeElement).toBe(radio('Basic Plan')));
    const summary = screen.getByRole('region', { name: 'Extend your plan' });
    const row = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(row('Plan')).toBe('Basic Plan');
    expect(row('Current end date')).toBe('10 Jan 2099');
    expect(row('New end date')).toBe('9 Feb 2099');
    fireEvent.click(radio('Premium Plan'));
    expect(row('New end date')).toBe('10 Jan 2100');
    fireEvent.click(within(summary).getByRole('button', { name: 'Pay ₹999 to extend' }));
    await waitFor(() => expect(checkout.open).toHaveBeenCalledTimes(1));
    expect(calls.callsTo('POST', '/api/payment/create-order/')[0]?.body).toMatchObject({ plan_id: 3, amount: 999, extend: true });

    fireEvent.click(within(summary).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
