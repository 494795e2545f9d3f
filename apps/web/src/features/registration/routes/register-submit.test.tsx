import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { storage } from '@/lib/storage.ts';
import { useSession } from '@/lib/session.ts';
import type { Reply } from '@/testing/api-stub.ts';
import { currentLocation } from '@/testing/render.tsx';
import { freshSessionPerTest } from '@/testing/session.ts';
import { makeRegistrant, mockApi, renderRegister } from '../testing/render-register.tsx';
import { acceptTerms, choose, chooseUpToConstituency, field, fillPersonal, heading, submit, type } from '../testing/form-helpers.ts';

const REFERRAL = /Referral code/;
const verifyButton = () => screen.getByRole('button', { name: 'Verify' });

async function fillAll() {
  fillPersonal();
  await chooseUpToConstituency();
  await choose('Mandal', 'Bheemunipatnam');
  await choose('Village', 'Tagarapuvalasa');
  type('Address', ' 1-23 Beach Road ');
  acceptTerms();
}

const registered = (body: unknown) => ({
  body: {
    status: 'success',
    message: 'Registration completed successfully!',
    user: makeRegistrant({ ...(body as object), first_name: 'Ravi', last_name: 'Kumar', address: '1-23 Beach Road', state: 1, district: 11, constituency: 111 }),
    csrf_token: 'csrf-2',
  },
});

describe('/register submit (SPEC 3, 4, 8 Full registration)', { timeout: 30_000 }, () => {
  freshSessionPerTest(makeRegistrant);

  it('sends exactly the full payload with referral_code null, stores user and csrf token, goes home', async () => {
    const api = mockApi({ 'POST /users/complete-registration/': (c) => registered(c.body) });
    renderRegister();
    await heading();
    await fillAll();
    submit();
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(api.callsTo('POST', '/users/complete-registration/')[0]!.body).toEqual({
      first_name: 'Ravi',
      last_name: 'Kumar',
      phone: '9876543210',
      state: 1,
      district: 11,
      constituency: 111,
      mandal: 'Bheemunipatnam',
      village: 'Tagarapuvalasa',
      address: '1-23 Beach Road',
      pincode: '531162',
      referral_code: null,
    });
    expect(storage.get('csrfToken')).toBe('csrf-2');
    expect(useSession.getState().user?.constituency).toBe(111);
    expect(JSON.parse(storage.get('user')!).first_name).toBe('Ravi');
    expect(await screen.findByText('Registration completed successfully!')).toBeTruthy();
  });

  it('shows "Processing..." while saving and sends a typed mandal and village by name', async () => {
    let release: (r: Reply) => void = () => {};
    const api = mockApi({ 'POST /users/complete-registration/': () => new Promise<Reply>((r) => (release = r)) });
    renderRegister();
    await heading();
    fillPersonal();
    await choose('State', 'Andhra Pradesh');
    await choose('District', 'Krishna');
    await choose('Constituency', 'Gudivada');
    await screen.findByText('No mandals listed here yet. Type the name.');
    type('Mandal', 'Gudivada Rural');
    type('Village', 'Lingavaram');
    type('Pincode', '521301');
    type('Address', 'Temple Street');
    type(/Email/, 'ravi@example.com');
    acceptTerms();
    submit();
    expect(await screen.findByRole('button', { name: 'Processing...' })).toHaveProperty('disabled', true);
    release(registered({}));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(api.callsTo('POST', '/users/complete-registration/')[0]!.body).toMatchObject({
      email: 'ravi@example.com',
      state: 1,
      district: 12,
      constituency: 121,
      mandal: 'Gudivada Rural',
      village: 'Lingavaram',
      pincode: '521301',
      referral_code: null,
    });
  });

  it('shows server field errors under their fields', async () => {
    mockApi({
      'POST /users/complete-registration/': () => ({
        status: 400,
        body: { status: 'error', message: 'Please select a valid location', errors: { district: ['Please select a valid location'], pincode: ['Pincode must be exactly 6 digits'] } },
      }),
    });
    renderRegister();
    await heading();
    await fillAll();
    submit();
    expect(await screen.findByText('Please select a valid location')).toBeTruthy();
    expect(field('District').getAttribute('aria-invalid')).toBe('true');
    expect(field('Pincode').getAttribute('aria-describedby')).toBe('register-pincode-error');
    expect(currentLocation()).toBe('/register');
  });

  it.each([
    [{ status: 500, body: { status: 'error', message: 'Database is resting' } } as Reply, 'Database is resting'],
    [{ status: 500, body: null } as Reply, 'Registration failed'],
    ['network-error' as Reply, 'An error occurred during registration. Please try again.'],
  ])('reports a failed save: %j', async (reply, message) => {
    mockApi({ 'POST /users/complete-registration/': () => reply });
    renderRegister();
    await heading();
    await fillAll();
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('a 401 goes to /login', async () => {
    mockApi({ 'POST /users/complete-registration/': () => ({ status: 401, body: { status: 'error', message: 'Please login to continue' } }) });
    renderRegister();
    await heading();
    await fillAll();
    submit();
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=%2Fregister'));
  });
});

describe('/register referral code (SPEC 4, 5, 8)', { timeout: 30_000 }, () => {
  freshSessionPerTest(makeRegistrant);

  it('upper-cases, disables Verify when empty or verifying, locks a verified code and sends it', async () => {
    let release: (r: Reply) => void = () => {};
    const api = mockApi({
      'GET /users/verify-referral/': () => new Promise<Reply>((r) => (release = r)),
      'POST /users/complete-registration/': (c) => registered(c.body),
    });
    renderRegister();
    await heading();
    expect(verifyButton()).toHaveProperty('disabled', true);
    type(REFERRAL, 'sita42');
    expect(field(REFERRAL).value).toBe('SITA42');
    fireEvent.click(verifyButton());
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toHaveProperty('disabled', true);
    release({ body: { status: 'success', message: 'Valid referral code', referrer_name: 'Sita' } });
    expect(await screen.findByText('Valid referral code from Sita')).toBeTruthy();
    expect(field(REFERRAL).readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Verified' })).toHaveProperty('disabled', true);
    await fillAll();
    submit();
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(api.callsTo('POST', '/users/complete-registration/')[0]!.body).toMatchObject({ referral_code: 'SITA42' });
  });

  it('blocks submit while an entered code is unverified', async () => {
    const api = mockApi();
    renderRegister();
    await heading();
    await fillAll();
    type(REFERRAL, 'abc');
    submit();
    expect(await screen.findByText('Please verify the referral code')).toBeTruthy();
    expect(api.callsTo('POST', '/users/complete-registration/')).toHaveLength(0);
  });

  it.each([
    [{ body: { status: 'error', message: '' } } as Reply, 'Invalid referral code'],
    [{ body: { status: 'error', message: 'You cannot use your own referral code' } } as Reply, 'You cannot use your own referral code'],
    ['network-error' as Reply, 'Failed to verify referral code'],
  ])('reports a refused or failed check: %j', async (reply, message) => {
    mockApi({ 'GET /users/verify-referral/': () => reply });
    renderRegister();
    await heading();
    type(REFERRAL, 'nope');
    fireEvent.click(verifyButton());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field(REFERRAL).readOnly).toBe(false);
  });

  it('shows a referrer already attached to the account as verified and does not resend it', async () => {
    const api = mockApi({
      'GET /users/profile/': () => ({
        body: { status: 'success', user: makeRegistrant(), referral_relationships: { referred_by: [{ referral_code_used: 'GOPI9', first_name: 'Gopi' }] } },
      }),
      'POST /users/complete-registration/': (c) => registered(c.body),
    });
    renderRegister();
    await heading();
    await waitFor(() => expect(field(REFERRAL).value).toBe('GOPI9'));
    expect(field(REFERRAL).readOnly).toBe(true);
    await fillAll();
    submit();
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(api.callsTo('POST', '/users/complete-registration/')[0]!.body).toMatchObject({ referral_code: null });
  });
});
