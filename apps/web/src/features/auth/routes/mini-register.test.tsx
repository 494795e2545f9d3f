import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { storage } from '@/lib/storage.ts';
import { useSession } from '@/lib/session.ts';
import { makeNewUser } from '@/testing/fixtures.ts';
import type { Reply } from '@/testing/api-stub.ts';
import { currentLocation } from '@/testing/render.tsx';
import { freshSessionPerTest } from '@/testing/session.ts';
import { mockApi } from '../testing/mock-api.ts';
import { renderApp } from '../testing/render-app.tsx';

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Complete Registration' }));
const verifyButton = () => screen.getByRole('button', { name: 'Verify' });
const REFERRAL = /Referral code/;

const valid = { body: { status: 'success', message: 'Valid referral code', referrer_name: 'Sita' } };
const invalid = { body: { status: 'error', message: 'Invalid referral code' } };

function fillNames() {
  fill('First name', 'Ravi');
  fill('Last name', 'Kumar');
  fill('City / Village', '  Guntur ');
}

describe('mini registration (SPEC 2.6, SPEC 5, SPEC 8)', () => {
  freshSessionPerTest(makeNewUser);

  it('requires first name, last name and address', async () => {
    mockApi();
    renderApp('/mini-register');
    await screen.findByRole('heading', { name: 'Complete Your Profile' });
    submit();
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Address is required')).toBeTruthy();
    fill('First name', '   ');
    submit();
    expect(await screen.findByText('First name is required')).toBeTruthy();
  });

  it('upper-cases the referral code and walks through verifying, valid and invalid', async () => {
    let reply: Reply = valid;
    let release: () => void = () => {};
    const api = mockApi({
      'GET /users/verify-referral/': () => new Promise<Reply>((resolve) => (release = () => resolve(reply))),
    });
    renderApp('/mini-register');
    await screen.findByRole('heading', { name: 'Complete Your Profile' });
    expect(verifyButton().hasAttribute('disabled')).toBe(true);
    fill(REFERRAL, 'sita42 ');
    expect(field(REFERRAL).value).toBe('SITA42 ');
    fireEvent.click(verifyButton());
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeTruthy();
    release();
    expect(await screen.findByText('Valid referral code from Sita')).toBeTruthy();
    expect(api.callsTo('GET', '/users/verify-referral/')[0]?.url.searchParams.get('code')).toBe('SITA42');
    // Editing the code starts over; a refused code shows the server's words.
    fill(REFERRAL, 'NOPE');
    expect(screen.queryByText('Valid referral code from Sita')).toBeNull();
    reply = invalid;
    fireEvent.click(verifyButton());
    release();
    expect(await screen.findByText('Invalid referral code')).toBeTruthy();
  });

  it('shows the referrer’s short name as text, never as markup (issue 12)', async () => {
    const name = '<img src=x onerror=alert(1)> K.';
    mockApi({ 'GET /users/verify-referral/': () => ({ body: { status: 'success', message: 'Valid referral code', referrer_name: name } }) });
    const { container } = renderApp('/mini-register?ref=inv77');
    expect(await screen.findByText(`Valid referral code from ${name}`)).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('says "Error verifying referral code" when the check fails', async () => {
    mockApi({ 'GET /users/verify-referral/': () => 'network-error' });
    renderApp('/mini-register');
    await screen.findByRole('heading', { name: 'Complete Your Profile' });
    fill(REFERRAL, 'ABC');
    fireEvent.click(verifyButton());
    expect(await screen.findByText('Error verifying referral code')).toBeTruthy();
  });

  it('blocks submitting an unverified referral code', async () => {
    const api = mockApi({ 'GET /users/verify-referral/': () => invalid });
    renderApp('/mini-register');
    await screen.findByRole('heading', { name: 'Complete Your Profile' });
    fill(REFERRAL, 'ABC');
    submit();
    // Shown together with the other problems, not after them.
    expect(await screen.findByText('Please verify the referral code first')).toBeTruthy();
    expect(screen.getByText('First name is required')).toBeTruthy();
    fillNames();
    submit();
    expect(await screen.findByText('Please verify the referral code first')).toBeTruthy();
    expect(api.callsTo('POST', '/users/complete-registration/')).toHaveLength(0);
    // Verifying replaces the reminder with the result (the button is disabled while submitting).
    await waitFor(() => expect((verifyButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(verifyButton());
    expect(await screen.findByText('Invalid referral code')).toBeTruthy();
    expect(screen.queryByText('Please verify the referral code first')).toBeNull();
  });

  it('applies and verifies an invitation code from ?ref=, with the green notice', async () => {
    const api = mockApi({ 'GET /users/verify-referral/': () => valid });
    renderApp('/mini-register?ref=inv77');
    expect(await screen.findByText('Referral code was automatically applied from your invitation link!')).toBeTruthy();
    expect(field(REFERRAL).value).toBe('INV77');
    expect(await screen.findByText('Valid referral code from Sita')).toBeTruthy();
    expect(api.callsTo('GET', '/users/verify-referral/')[0]?.url.searchParams.get('code')).toBe('INV77');
  });

  it.each([['/mini-register#ref=hash1', 'HASH1'], ['/mini-register#/invite?ref=hash2', 'HASH2']])(
    'reads the code from the hash part (%s)',
    async (path, code) => {
      mockApi({ 'GET /users/verify-referral/': () => valid });
      renderApp(path);
      await screen.findByText('Referral code was automatically applied from your invitation link!');
      expect(field(REFERRAL).value).toBe(code);
    },
  );

  it('uses the code saved at login', async () => {
    storage.set('referralCode', 'SAVED1');
    mockApi({ 'GET /users/verify-referral/': () => valid });
    renderApp('/mini-register');
    await screen.findByText('Referral code was automatically applied from your invitation link!');
    expect(field(REFERRAL).value).toBe('SAVED1');
  });

  it('registers, updates the stored user and goes to the redirect target', async () => {
    const done = makeNewUser({ first_name: 'Ravi', last_name: 'Kumar', address: 'Guntur' });
    const api = mockApi({
      'GET /users/verify-referral/': () => valid,
      'POST /users/complete-registration/': () => ({
        body: { status: 'success', message: 'Registration completed successfully!', user: done, csrf_token: 'csrf-2' },
      }),
    });
    renderApp('/mini-register?redirect=%2Fplans&ref=inv77');
    await screen.findByText('Valid referral code from Sita');
    fillNames();
    submit();
    expect(await screen.findByRole('heading', { name: 'Plans page' })).toBeTruthy();
    expect(api.callsTo('POST', '/users/complete-registration/')[0]?.body).toEqual({
      first_name: 'Ravi',
      last_name: 'Kumar',
      address: 'Guntur',
      phone: '9876543210',
      referral_code: 'INV77',
    });
    expect(useSession.getState().user?.first_name).toBe('Ravi');
    expect(storage.get('csrfToken')).toBe('csrf-2');
    expect(storage.get('hasCompletedRegistration')).toBe('true');
  });

  it('goes home when the redirect target is /mini-register itself', async () => {
    const done = makeNewUser({ first_name: 'Ravi', last_name: 'Kumar', address: 'Guntur' });
    mockApi({
      'POST /users/complete-registration/': () => ({ body: { status: 'success', message: 'ok', user: done, csrf_token: 'c' } }),
    });
    renderApp('/mini-register?redirect=%2Fmini-register');
    await screen.findByRole('heading', { name: 'Complete Your Profile' });
    fillNames();
    submit();
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('shows server field errors under the matching field, else the server message', async () => {
    let reply: Reply = { status: 400, body: { status: 'error', message: 'Bad', errors: { last_name: ['Too long', 'x'] } } };
    mockApi({ 'POST /users/complete-registration/': () => reply });
    renderApp('/mini-register');
    await screen.findByRole('heading', { name: 'Complete Your Profile' });
    fillNames();
    submit();
    expect(await screen.findByText('Too long')).toBeTruthy();
    expect(field('Last name').getAttribute('aria-describedby')).toBe('last-name-error');
    reply = { status: 500, body: null };
    submit();
    expect(await screen.findByText('Registration failed')).toBeTruthy();
  });

  it('asks to log in again when no phone is stored', async () => {
    mockApi();
    renderApp('/mini-register');
    await screen.findByRole('heading', { name: 'Complete Your Profile' });
    storage.remove('phone');
    useSession.setState({ user: { ...makeNewUser(), phone: '' } });
    fillNames();
    submit();
    expect(await screen.findByText('Phone number is required. Please login again.')).toBeTruthy();
  });

  it('offers the full registration form (SPEC 2.7)', async () => {
    mockApi();
    renderApp('/mini-register');
    await screen.findByRole('heading', { name: 'Complete Your Profile' });
    expect(screen.getByRole('link', { name: 'Complete full profile' }).getAttribute('href')).toBe('/register');
  });
});
