import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { readCookie, storage } from '@/lib/storage.ts';
import { useSession } from '@/lib/session.ts';
import { makeNewUser, makeUser } from '@/testing/fixtures.ts';
import type { Reply } from '@/testing/api-stub.ts';
import { currentLocation } from '@/testing/render.tsx';
import { freshSessionPerTest, resetAll } from '@/testing/session.ts';
import { mockApi } from '../testing/mock-api.ts';
import { renderApp } from '../testing/render-app.tsx';

// Timers are fake here (auto-submit 300 ms, resend 30 s); `flush` lets them and pending fetches run.
const flush = (ms = 0) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const boxes = () => screen.getAllByLabelText(/^Digit \d of 4$/) as HTMLInputElement[];
const typeDigit = (index: number, value: string) => fireEvent.change(boxes()[index]!, { target: { value } });
const typeCode = (code: string) => code.split('').forEach((d, i) => typeDigit(i, d));

const OTP_SENT = { body: { status: 'success', message: 'OTP sent successfully' } };
const loginOk = (user = makeUser()) => ({
  body: { status: 'success', message: 'Login successful', user, token: 'tok-9', csrf_token: 'csrf-9', is_new_user: false },
});

async function openOtpStep(path: string, login: () => Reply | Promise<Reply> = () => loginOk(), otp: () => Reply = () => OTP_SENT) {
  const api = mockApi({ 'POST /users/request-otp/': otp, 'POST /users/users/login/': login });
  renderApp(path);
  await flush();
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
  await flush();
  expect(screen.getByRole('heading', { name: 'Enter the code' })).toBeTruthy();
  return api;
}

describe('login: code step (SPEC 4 Login flow, SPEC 5 OTP, SPEC 9)', () => {
  beforeEach(() => {
    resetAll();
    vi.useFakeTimers();
  });
  afterEach(() => {
    resetAll();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('accepts digits only, advances, and moves back on Backspace in an empty box', async () => {
    await openOtpStep('/login');
    expect(boxes()[0]!.getAttribute('autocomplete')).toBe('one-time-code');
    expect(boxes()[0]!.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(boxes()[0]);
    typeDigit(0, 'a');
    expect(boxes()[0]!.value).toBe('');
    typeDigit(0, '7');
    expect(boxes()[0]!.value).toBe('7');
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.keyDown(boxes()[1]!, { key: 'Backspace' });
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('spreads the first four pasted digits over the boxes', async () => {
    await openOtpStep('/login', () => new Promise(() => {}));
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => 'code: 98-76 54' } });
    expect(boxes().map((b) => b.value)).toEqual(['9', '8', '7', '6']);
  });

  it('submits 300 ms after the fourth digit, showing Verifying...', async () => {
    let answer: (reply: Reply) => void = () => {};
    const api = await openOtpStep('/login', () => new Promise<Reply>((resolve) => (answer = resolve)));
    typeCode('1234');
    await flush(299);
    expect(api.callsTo('POST', '/users/users/login/')).toHaveLength(0);
    await flush(1);
    expect(api.callsTo('POST', '/users/users/login/')[0]?.body).toEqual({ phone: '9876543210', otp: '1234', ref: null });
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeTruthy();
    answer(loginOk());
    await flush();
  });

  it('on failure clears the digits, shakes the boxes and focuses the first one', async () => {
    await openOtpStep('/login', () => ({ status: 400, body: { status: 'error', message: 'OTP has expired. Please request a new one.' } }));
    typeCode('1234');
    await flush(300);
    expect(screen.getByRole('alert').textContent).toBe('OTP has expired. Please request a new one.');
    expect(boxes().map((b) => b.value)).toEqual(['', '', '', '']);
    expect(screen.getByRole('group', { name: 'One-time code' }).className).toContain('animate-shake');
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('says "Invalid OTP. Please try again." when the server gives no message', async () => {
    await openOtpStep('/login', () => ({ status: 400, body: null }));
    typeCode('4321');
    await flush(300);
    expect(screen.getByRole('alert').textContent).toBe('Invalid OTP. Please try again.');
  });

  it('offers Resend after a 30 s countdown, and reports a failed resend', async () => {
    let resendFails = false;
    const api = await openOtpStep('/login', undefined, () => (resendFails ? { status: 500, body: null } : OTP_SENT));
    expect(screen.getByText('Resend OTP in 30s')).toBeTruthy();
    await flush(29_000);
    expect(screen.getByText('Resend OTP in 1s')).toBeTruthy();
    await flush(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await flush();
    expect(api.callsTo('POST', '/users/request-otp/')).toHaveLength(2);
    expect(screen.getByText('Resend OTP in 30s')).toBeTruthy();
    resendFails = true;
    await flush(30_000);
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('Failed to resend OTP. Please try again.');
  });

  it('Change goes back to the phone step, clearing digits and stopping the timer', async () => {
    await openOtpStep('/login', () => new Promise(() => {}));
    typeDigit(0, '5');
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await flush();
    expect(boxes().map((b) => b.value)).toEqual(['', '', '', '']);
    expect(screen.getByText('Resend OTP in 30s')).toBeTruthy();
  });

  it('signs a complete user in, welcomes them and goes to the redirect target', async () => {
    const api = await openOtpStep('/login?redirect=%2Fplans');
    typeCode('1234');
    await flush(300);
    await flush();
    expect(currentLocation()).toBe('/plans');
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, token: 'tok-9', phone: '9876543210' });
    expect(storage.get('csrfToken')).toBe('csrf-9');
    expect(storage.get('hasCompletedRegistration')).toBe('true');
    expect(storage.get('loginMessage')).toBe('Welcome back, Ravi! 👋');
    const device = api.callsTo('POST', '/devices/')[0];
    expect(device?.body).toMatchObject({ device_type: 'web', app_version: '0.1.38' });
    expect((device?.body as { device_id: string }).device_id).toBe(readCookie('device_id'));
  });

  it('sends a new user to /mini-register, keeping the redirect and the invitation code', async () => {
    const api = await openOtpStep('/login?redirect=%2Fplans&ref=inv42', () => loginOk(makeNewUser()));
    expect(storage.get('referralCode')).toBe('INV42');
    typeCode('1234');
    await flush(300);
    await flush();
    expect(api.callsTo('POST', '/users/users/login/')[0]?.body).toMatchObject({ ref: 'INV42' });
    expect(currentLocation()).toBe('/mini-register?redirect=%2Fplans');
    expect(storage.get('hasCompletedRegistration')).toBe('false');
    expect(storage.get('loginMessage')).toBeNull();
  });
});

describe('login: an invitation link in the hash form', () => {
  freshSessionPerTest();

  it.each([['/login#ref=hash7', 'HASH7'], ['/login#/invite?ref=hash8', 'HASH8']])(
    'keeps the code of %s for the registration step',
    async (url, code) => {
      mockApi({});
      renderApp(url);
      await waitFor(() => expect(storage.get('referralCode')).toBe(code));
    },
  );
});

describe('login: ?token= (SPEC 2.1)', () => {
  freshSessionPerTest();

  it('signs in with a good token by loading the profile with it', async () => {
    const api = mockApi({
      'GET /users/profile/': () => ({ body: { status: 'success', user: makeUser(), referral_relationships: { referred_by: [] } } }),
    });
    renderApp('/login?token=abc');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(api.callsTo('GET', '/users/profile/')[0]?.headers.Authorization).toBe('Bearer abc');
    expect(useSession.getState().token).toBe('abc');
  });

  it('reports a bad token', async () => {
    mockApi({ 'GET /users/profile/': () => ({ status: 401, body: { status: 'error', message: 'Session expired. Please login again.' } }) });
    renderApp('/login?token=bad');
    expect((await screen.findByRole('alert')).textContent).toBe('Authentication failed. Please try again.');
    expect(useSession.getState().isAuthenticated).toBe(false);
  });
});
