import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from '@/app/i18n.ts';
import { storage } from '@/lib/storage.ts';
import { stubApi } from '@/testing/api-stub.ts';
import { currentLocation } from '@/testing/render.tsx';
import { resetAll, signIn } from '@/testing/session.ts';
import { makePayer, SUBSCRIPTION } from '../testing/fixtures.ts';
import { renderRoute } from '../testing/render-route.tsx';
import { Component as VerifyRoute } from './payment-verify-route.tsx';

vi.mock('sonner', () => import('../testing/mock-toast.ts'));

const UPI = 'POST /api/payment/verify-upi-status/';
const STATUS = 'GET /api/payment/check-status/order_upi/';
const reply = (status: string) => () => ({ body: { status, order_id: 'order_upi', message: '', subscription: SUBSCRIPTION } });
const renderVerify = () => renderRoute('/payment/verify', 'payment/verify', <VerifyRoute />);
const mark = (ageMs: number) => storage.setJson('paymentSuccess', { orderId: 'order_upi', timestamp: Date.now() - ageMs });

async function expectFailure(message: string) {
  expect(await screen.findByRole('heading', { name: 'Payment Verification Failed' })).toBeTruthy();
  expect(screen.getByText(message)).toBeTruthy();
}

describe('/payment/verify (SPEC 2.10, 4, 8)', () => {
  beforeEach(() => {
    resetAll();
    vi.clearAllMocks();
    signIn(makePayer());
  });
  afterEach(() => {
    vi.useRealTimers();
    resetAll();
    vi.unstubAllGlobals();
  });

  it("the failure heading is the spec's 'Payment Verification Failed' in full, and in Telugu (issue 12)", async () => {
    stubApi();
    const view = renderVerify();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Payment Verification Failed');
    view.unmount();
    await act(() => i18n.changeLanguage('te'));
    try {
      renderVerify();
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('చెల్లింపు ధృవీకరణ విఫలమైంది');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('without payment data says so, with Go to Profile', async () => {
    stubApi();
    renderVerify();
    await expectFailure('No payment data found. Please try again.');
    fireEvent.click(screen.getByRole('link', { name: 'Go to Profile' }));
    expect(currentLocation()).toBe('/profile');
  });

  it('payment data older than 10 minutes counts as none', async () => {
    mark(10 * 60_000 + 1);
    const api = stubApi();
    renderVerify();
    await expectFailure('No payment data found. Please try again.');
    expect(api.calls).toHaveLength(0);
  });

  it('shows Verifying Payment..., then a completed status clears the data and goes to /profile', async () => {
    mark(60_000);
    let release: () => void = () => {};
    const api = stubApi({ [UPI]: () => new Promise((resolve) => (release = () => resolve(reply('completed')()))) });
    renderVerify();
    expect(await screen.findByRole('heading', { name: 'Verifying Payment...' })).toBeTruthy();
    release();
    await waitFor(() => expect(currentLocation()).toBe('/profile'));
    expect(api.callsTo('POST', '/api/payment/verify-upi-status/')[0]?.body).toEqual({ order_id: 'order_upi' });
    expect(storage.get('paymentSuccess')).toBeNull();
  });

  it('a failed status says verification failed', async () => {
    mark(60_000);
    stubApi({ [UPI]: reply('failed') });
    renderVerify();
    await expectFailure('Payment verification failed. Please contact support.');
  });

  it('an error response says to check the profile; no response says an error occurred', async () => {
    mark(60_000);
    stubApi({ [UPI]: () => ({ status: 500, body: { message: 'x' } }) });
    renderVerify();
    await expectFailure('Failed to verify payment status. Please check your subscription status in profile.');
    resetAll();
    mark(60_000);
    stubApi({ [UPI]: () => 'network-error' });
    renderVerify();
    await expectFailure('An error occurred during payment verification. Please contact support.');
  });

  it('keeps checking while pending inside the window, then times out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mark(8 * 60_000);
    const api = stubApi({ [UPI]: reply('pending'), [STATUS]: reply('pending') });
    renderVerify();
    await screen.findByRole('heading', { name: 'Verifying Payment...' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(api.callsTo('GET', '/api/payment/check-status/order_upi/')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    await expectFailure('Payment verification timeout. Please contact support.');
    expect(api.callsTo('GET', '/api/payment/check-status/order_upi/')).toHaveLength(4);
  });

  it('a pending payment that completes during polling goes to /profile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mark(60_000);
    stubApi({ [UPI]: reply('pending'), [STATUS]: reply('completed') });
    renderVerify();
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(currentLocation()).toBe('/profile'));
  });
});
