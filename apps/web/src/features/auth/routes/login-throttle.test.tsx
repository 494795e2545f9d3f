// Issue 12 point 4: a 429 that names its wait is counted down on the login screen (as the resend
// countdown is) and holds back the button it refused until the wait is over.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { Reply } from '@/testing/api-stub.ts';
import { resetAll } from '@/testing/session.ts';
import { mockApi } from '../testing/mock-api.ts';
import { renderApp } from '../testing/render-app.tsx';

const flush = (ms = 0) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const proceedButton = () => screen.getByRole('button', { name: 'Proceed' }) as HTMLButtonElement;
const verifyButton = () => screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
const alertText = () => screen.queryByRole('alert')?.textContent ?? null;
/** The wait notice (a status line, not a field error: nothing typed is wrong). */
const waitText = () =>
  screen.queryAllByRole('status').find((el) => el.textContent?.startsWith('Too many requests'))?.textContent ?? null;
const boxes = () => screen.getAllByLabelText(/^Digit \d of 4$/) as HTMLInputElement[];
const typeCode = (code: string) => code.split('').forEach((d, i) => fireEvent.change(boxes()[i]!, { target: { value: d } }));

const OTP_SENT: Reply = { body: { status: 'success', message: 'OTP sent successfully' } };
const throttled = (seconds: number): Reply => ({
  status: 429,
  headers: { 'Retry-After': String(seconds) },
  body: { status: 'error', message: `Too many requests. Please try again in ${seconds} seconds.`, retry_after: seconds },
});

async function startAt(requestOtp: () => Reply, login: () => Reply = () => throttled(45)) {
  const api = mockApi({ 'POST /users/request-otp/': requestOtp, 'POST /users/users/login/': login });
  renderApp('/login');
  await flush();
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(proceedButton());
  await flush();
  return api;
}

describe('login: waits named by a 429', () => {
  beforeEach(() => {
    resetAll();
    vi.useFakeTimers();
  });
  afterEach(() => {
    resetAll();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('Change → Proceed within the resend wait counts the seconds down and disables Proceed', async () => {
    const replies = [OTP_SENT, throttled(25)];
    const api = await startAt(() => replies.shift() ?? OTP_SENT);
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    await flush();
    fireEvent.click(proceedButton());
    await flush();
    expect(waitText()).toBe('Too many requests. Please try again in 25 seconds.');
    expect(alertText()).toBeNull();
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('false');
    expect(proceedButton().disabled).toBe(true);
    await flush(1000);
    expect(waitText()).toBe('Too many requests. Please try again in 24 seconds.');
    await flush(23_000);
    expect(waitText()).toBe('Too many requests. Please try again in 1 second.');
    expect(proceedButton().disabled).toBe(true);
    await flush(1000);
    expect(waitText()).toBeNull();
    expect(proceedButton().disabled).toBe(false);
    fireEvent.click(proceedButton());
    await flush();
    expect(api.callsTo('POST', '/users/request-otp/')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Enter the code' })).toBeTruthy();
  });

  it('another number is not held up by the wait of the refused one', async () => {
    const replies = [OTP_SENT, throttled(25)];
    await startAt(() => replies.shift() ?? OTP_SENT);
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    await flush();
    fireEvent.click(proceedButton());
    await flush();
    expect(proceedButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543211' } });
    expect(proceedButton().disabled).toBe(false);
    expect(waitText()).toBeNull();
  });

  it('a refused resend counts its wait down in place of Resend', async () => {
    const replies = [OTP_SENT, throttled(90)];
    const api = await startAt(() => replies.shift() ?? OTP_SENT);
    await flush(30_000);
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await flush();
    expect(waitText()).toBe('Too many requests. Please try again in 2 minutes.');
    expect(screen.getByText('Resend OTP in 2 minutes')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    await flush(31_000);
    expect(screen.getByText('Resend OTP in 59s')).toBeTruthy();
    expect(waitText()).toBe('Too many requests. Please try again in 59 seconds.');
    await flush(59_000);
    expect(waitText()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await flush();
    expect(api.callsTo('POST', '/users/request-otp/')).toHaveLength(3);
  });

  it('a refused check says when to try again and holds Verify back until then', async () => {
    const logins: Reply[] = [throttled(45)];
    const api = await startAt(() => OTP_SENT, () => logins.shift() ?? { status: 400, body: { status: 'error', message: 'Invalid OTP' } });
    typeCode('1234');
    await flush(300);
    await flush();
    expect(waitText()).toBe('Too many requests. Please try again in 45 seconds.');
    typeCode('5678');
    await flush(300);
    expect(verifyButton().disabled).toBe(true);
    expect(api.callsTo('POST', '/users/users/login/')).toHaveLength(1);
    await flush(10_000);
    expect(waitText()).toBe('Too many requests. Please try again in 35 seconds.');
    await flush(35_000);
    await flush(300);
    await flush();
    // The wait is over: the code typed meanwhile goes in by itself.
    expect(api.callsTo('POST', '/users/users/login/')).toHaveLength(2);
    expect(alertText()).toBe('Invalid OTP');
  });
});
