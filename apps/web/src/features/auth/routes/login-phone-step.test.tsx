import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { polyfillDialog } from '@/testing/dom.ts';
import { resetAll } from '@/testing/session.ts';
import { mockApi } from '../testing/mock-api.ts';
import { renderApp } from '../testing/render-app.tsx';

const phoneInput = () => screen.getByLabelText('Mobile number') as HTMLInputElement;
const type = (value: string) => fireEvent.change(phoneInput(), { target: { value } });
const acceptTerms = () => fireEvent.click(screen.getByRole('checkbox'));
const proceed = () => fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));

describe('login: phone step (SPEC 2.5, SPEC 5 Phone/Terms, SPEC 8 Login)', () => {
  beforeEach(() => {
    polyfillDialog();
    resetAll();
  });
  afterEach(() => {
    resetAll();
    vi.unstubAllGlobals();
  });

  it('validates while typing and shows a green tick when valid', async () => {
    mockApi();
    renderApp('/login');
    await screen.findByLabelText('Mobile number');
    expect(screen.queryByRole('alert')).toBeNull();
    type('98765');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid 10-digit mobile number');
    type('1234567890');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid Indian mobile number');
    type('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Valid mobile number' })).toBeNull();
    type('+91 98765-43210');
    expect(phoneInput().value).toBe('9876543210');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('img', { name: 'Valid mobile number' })).toBeTruthy();
  });

  it('needs the terms accepted before asking for a code', async () => {
    const api = mockApi();
    renderApp('/login');
    await screen.findByLabelText('Mobile number');
    type('9876543210');
    proceed();
    expect(screen.getByRole('alert').textContent).toBe('Please accept the terms to continue');
    expect(api.callsTo('POST', '/users/request-otp/')).toHaveLength(0);
    acceptTerms();
    expect(screen.queryByText('Please accept the terms to continue')).toBeNull();
  });

  it('opens readable Terms and Privacy modals from the consent line', async () => {
    mockApi();
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Terms of Service' }));
    expect(await screen.findByText('3. Subscriptions and rentals')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    expect(await screen.findByText('What we collect')).toBeTruthy();
  });

  it('requests the OTP and moves to the code step', async () => {
    const api = mockApi({ 'POST /users/request-otp/': () => ({ body: { status: 'success', message: 'OTP sent successfully' } }) });
    renderApp('/login');
    await screen.findByLabelText('Mobile number');
    type('9876543210');
    acceptTerms();
    proceed();
    await screen.findByRole('heading', { name: 'Enter the code' });
    expect(api.callsTo('POST', '/users/request-otp/')[0]?.body).toEqual({ phone: '9876543210', otp_type: 'login' });
  });

  it.each([
    [{ status: 429, body: { status: 'error', message: 'Too many requests. Please try again later.' } }, 'Too many requests. Please try again later.'],
    [{ status: 502, body: null }, 'Server error. Please try again.'],
    ['network-error' as const, 'Network error. Please check your connection.'],
  ])('shows request failures under the phone field (%#)', async (reply, message) => {
    mockApi({ 'POST /users/request-otp/': () => reply });
    renderApp('/login');
    await screen.findByLabelText('Mobile number');
    type('9876543210');
    acceptTerms();
    proceed();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(phoneInput().getAttribute('aria-describedby')).toBe('phone-error');
  });

  it('prefills ?phone= and rejects a bad one', async () => {
    mockApi();
    renderApp('/login?phone=919876543210');
    expect((await screen.findByLabelText('Mobile number') as HTMLInputElement).value).toBe('9876543210');
    resetAll();
    mockApi();
    renderApp('/login?phone=12345');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid phone number. Please try again.');
  });
});
