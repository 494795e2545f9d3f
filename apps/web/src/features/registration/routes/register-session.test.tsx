import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useSession } from '@/lib/session.ts';
import { profileResponse } from '@/testing/fixtures.ts';
import { currentLocation } from '@/testing/render.tsx';
import { freshSessionPerTest, resetAll, signIn } from '@/testing/session.ts';
import { makeRegistrant, mockApi, renderRegister } from '../testing/render-register.tsx';
import { choose, field, heading } from '../testing/form-helpers.ts';

describe('/register entry (SPEC 2.1, 2.7, 8)', { timeout: 30_000 }, () => {
  freshSessionPerTest();

  it('without a phone goes to /login saying "Missing phone number. Please try logging in again."', async () => {
    mockApi();
    renderRegister();
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=%2Fregister'));
    expect(await screen.findByText('Missing phone number. Please try logging in again.')).toBeTruthy();
  });

  it('with a phone but no token says "Authentication token is missing. Please try logging in again."', async () => {
    mockApi();
    renderRegister('/register?phone=9876543210');
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=%2Fregister'));
    expect(await screen.findByText('Authentication token is missing. Please try logging in again.')).toBeTruthy();
  });

  it('signs in with a query phone and token, then shows the form filled from the profile', async () => {
    const api = mockApi({
      'GET /users/profile/': () => ({ body: profileResponse(makeRegistrant({ first_name: 'Sita' })) }),
    });
    renderRegister('/register?phone=9876543210&token=tok-q');
    await heading();
    await waitFor(() => expect(field('First name').value).toBe('Sita'));
    expect(api.callsTo('GET', '/users/profile/')[0]!.headers.Authorization).toBe('Bearer tok-q');
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, token: 'tok-q', phone: '9876543210' });
  });

  it('a refused query token goes to /login', async () => {
    mockApi({ 'GET /users/profile/': () => ({ status: 401, body: { status: 'error', message: 'Please login to continue' } }) });
    renderRegister('/register?phone=9876543210&token=bad');
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=%2Fregister'));
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it('a failed start says "Failed to initialize the form. Please refresh the page."', async () => {
    mockApi({ 'GET /users/profile/': () => 'network-error' });
    renderRegister('/register?phone=9876543210&token=tok-q');
    expect(await screen.findByText('Failed to initialize the form. Please refresh the page.')).toBeTruthy();
  });

  it('a stored session opens the form at once; the back arrow goes home', async () => {
    mockApi();
    signIn(makeRegistrant({ first_name: 'Ravi', email: 'ravi@example.com' }));
    renderRegister();
    await heading();
    expect(field(/Email/).value).toBe('ravi@example.com');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('Signed in as +91 9876543210')).toBeTruthy();
  });
});

describe('/register region lists that fail (SPEC 8 Full registration)', { timeout: 30_000 }, () => {
  freshSessionPerTest(makeRegistrant);

  it('states: server words after "Failed to load states:"; an empty list says so', async () => {
    mockApi({ 'GET /api/frontend/states/': () => ({ status: 503, body: { status: 'error', message: 'Service unavailable' } }) });
    renderRegister();
    expect(await screen.findByText('Failed to load states: Service unavailable')).toBeTruthy();
    resetAll();
    signIn(makeRegistrant());
    mockApi({ 'GET /api/frontend/states/': () => ({ body: { status: 'success', data: [], message: '' } }) });
    renderRegister();
    expect(await screen.findByText('No states available. Please try again.')).toBeTruthy();
  });

  it('districts: "Please try again." on a server error, "Please check your connection." offline', async () => {
    let offline = false;
    mockApi({ 'GET /api/frontend/districts/': () => (offline ? 'network-error' : { status: 500, body: null }) });
    renderRegister();
    await heading();
    await choose('State', 'Andhra Pradesh');
    expect(await screen.findByText('Failed to load districts. Please try again.')).toBeTruthy();
    offline = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Failed to load districts. Please check your connection.')).toBeTruthy();
  });
});
