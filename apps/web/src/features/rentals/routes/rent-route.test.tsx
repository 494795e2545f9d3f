import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CheckoutOptions, CheckoutOutcome } from '@/features/payments/index.ts';
import { useSession } from '@/lib/session.ts';
import { stubApi, type Reply } from '@/testing/api-stub.ts';
import { makeUser } from '@/testing/fixtures.ts';
import { currentLocation } from '@/testing/render.tsx';
import { setSignedIn, setSignedOut } from '@/testing/session.ts';
import { makeRentalVideo, renderRent } from '../testing/render-rent.tsx';

const checkout = vi.hoisted(() => ({ outcome: null as CheckoutOutcome | null, opened: [] as CheckoutOptions[] }));
vi.mock('@/features/payments/index.ts', () => ({
  openCheckout: vi.fn(async (options: CheckoutOptions) => {
    checkout.opened.push(options);
    return checkout.outcome;
  }),
  rentalDescription: (title: string, days: number) => `Rent ${title} for ${days} days`,
}));

const ORDER = { status: 'success', key_id: 'rzp_test_key', order_id: 'order_1', amount: 4900, currency: 'INR', gateway: 'sandbox', checkout_url: '/sandbox/checkout/order_1' };
const PAYMENT = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'sig' };

function mockRent(order: () => Reply = () => ({ body: ORDER }), verify: () => Reply = () => ({ body: { status: 'success', message: 'ok', rental: null } })) {
  return stubApi({
    'GET /api/videos/5/': () => ({ body: makeRentalVideo() }),
    'POST /users/api/rentals/create/': order,
    'POST /users/api/rentals/verify/': verify,
  });
}

const payButton = () => screen.findByRole('button', { name: 'Pay ₹49' });

describe('rent screen (SPEC 2.11, 5 Rental pay, 8 Movie/rental)', () => {
  beforeEach(() => {
    setSignedOut();
    checkout.outcome = { type: 'success', response: PAYMENT };
    checkout.opened = [];
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the title, the N Days Rental, the price and the benefits', async () => {
    setSignedIn(makeUser());
    mockRent();
    renderRent(5);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kanchu Kota' })).toBeTruthy();
    expect(screen.getByText('2 Days Rental')).toBeTruthy();
    expect(screen.getByTestId('rental-price').textContent).toBe('₹49');
    for (const benefit of ['Watch unlimited times', 'Watch on any device', 'HD quality']) expect(screen.getByText(benefit)).toBeTruthy();
    expect(await payButton()).toBeTruthy();
  });

  it('sends a visitor without a phone to /login with the current path', async () => {
    setSignedIn(makeUser());
    useSession.setState({ phone: null });
    const { calls } = mockRent();
    renderRent(5);
    fireEvent.click(await payButton());
    expect(await screen.findByText('Please login to continue')).toBeTruthy();
    expect(currentLocation()).toBe('/login?redirect=%2Fmovie%2F5%2Frent');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends an incomplete profile to /profile/update with the redirect', async () => {
    setSignedIn(makeUser({ constituency: null }));
    const { calls } = mockRent();
    renderRent(5);
    fireEvent.click(await payButton());
    expect(await screen.findByText('Please complete your profile details first')).toBeTruthy();
    expect(currentLocation()).toBe('/profile/update?redirect=%2Fmovie%2F5%2Frent');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates the order, opens checkout with the rental description, verifies and returns to the movie', async () => {
    setSignedIn(makeUser());
    const { calls } = mockRent();
    renderRent(5);
    fireEvent.click(await payButton());
    expect(await screen.findByText('Payment successful! You can now watch the movie.')).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/movie/5'));
    expect(calls.find((c) => c.path === '/users/api/rentals/create/')?.body).toEqual({ phone: '9876543210', video_id: 5, rental_duration: 2, rental_price: 49 });
    expect(checkout.opened[0]).toMatchObject({ key: 'rzp_test_key', orderId: 'order_1', amount: 4900, description: 'Rent Kanchu Kota for 2 days', gateway: 'sandbox' });
    expect(calls.find((c) => c.path === '/users/api/rentals/verify/')?.body).toEqual({ ...PAYMENT, video_id: 5, phone: '9876543210', rental_duration: 2 });
  });

  it('says session expired on a 401 order, logs out and goes to /login with the redirect', async () => {
    setSignedIn(makeUser());
    mockRent(() => ({ status: 401, body: { status: 'error', message: 'Authentication required' } }));
    renderRent(5);
    fireEvent.click(await payButton());
    expect(await screen.findByText('Session expired. Please login again.')).toBeTruthy();
    expect(useSession.getState().isAuthenticated).toBe(false);
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=%2Fmovie%2F5%2Frent'));
  });

  it('shows the server message on a 400, or the invalid-request text without one', async () => {
    setSignedIn(makeUser());
    let body: unknown = { status: 'error', message: 'Rental price does not match' };
    mockRent(() => ({ status: 400, body }));
    renderRent(5);
    fireEvent.click(await payButton());
    expect(await screen.findByText('Rental price does not match')).toBeTruthy();
    body = {};
    await waitFor(() => expect((screen.getByRole('button', { name: 'Pay ₹49' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹49' }));
    expect(await screen.findByText('Invalid request. Please check your details.')).toBeTruthy();
    expect(checkout.opened).toHaveLength(0);
  });

  it('falls back to the payment-failed text on other errors, and refuses an order without key_id', async () => {
    setSignedIn(makeUser());
    let reply: Reply = { status: 500, body: null };
    mockRent(() => reply);
    renderRent(5);
    fireEvent.click(await payButton());
    expect(await screen.findByText('Payment failed. Please try again.')).toBeTruthy();
    reply = { body: { ...ORDER, key_id: '' } };
    await waitFor(() => expect((screen.getByRole('button', { name: 'Pay ₹49' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹49' }));
    expect(await screen.findByText('Invalid order response')).toBeTruthy();
    expect(checkout.opened).toHaveLength(0);
  });

  it("reports the provider's description when the payment fails", async () => {
    setSignedIn(makeUser());
    checkout.outcome = { type: 'failed', error: { code: 'BAD_REQUEST_ERROR', description: 'Your card was declined' } };
    const { calls } = mockRent();
    renderRent(5);
    fireEvent.click(await payButton());
    expect(await screen.findByText('Payment failed: Your card was declined')).toBeTruthy();
    expect(calls.some((c) => c.path === '/users/api/rentals/verify/')).toBe(false);
    expect(currentLocation()).toBe('/movie/5/rent');
  });

  it('says verification failed when the server does not confirm', async () => {
    setSignedIn(makeUser());
    mockRent(undefined, () => ({ body: { status: 'error', message: 'Invalid signature', rental: null } }));
    renderRent(5);
    fireEvent.click(await payButton());
    expect(await screen.findByText('Payment verification failed. Please contact support.')).toBeTruthy();
    expect(currentLocation()).toBe('/movie/5/rent');
  });

  it('resets processing when checkout is dismissed', async () => {
    setSignedIn(makeUser());
    checkout.outcome = { type: 'dismissed' };
    mockRent();
    renderRent(5);
    fireEvent.click(await payButton());
    await waitFor(() => expect(checkout.opened).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Processing...' })).toBeNull());
    expect((screen.getByRole('button', { name: 'Pay ₹49' }) as HTMLButtonElement).disabled).toBe(false);
    expect(currentLocation()).toBe('/movie/5/rent');
  });
});
