import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { storage } from '@/lib/storage.ts';
import { makeNewUser, makeUser } from '@/testing/fixtures.ts';
import { currentLocation } from '@/testing/render.tsx';
import { resetAll, signIn } from '@/testing/session.ts';
import { mockApi } from './testing/mock-api.ts';
import { renderApp } from './testing/render-app.tsx';

describe('route guards (SPEC 2.2)', () => {
  beforeEach(() => {
    resetAll();
    mockApi();
  });
  afterEach(() => {
    resetAll();
    vi.unstubAllGlobals();
  });

  it('sends a visitor of a protected route to /login with the full path, clearing session leftovers', async () => {
    storage.set('token', 'stale');
    storage.set('phone', '9876543210');
    renderApp('/profile?tab=devices#top');
    await screen.findByRole('heading', { name: 'Sign in to continue' });
    expect(currentLocation()).toBe(`/login?redirect=${encodeURIComponent('/profile?tab=devices#top')}`);
    expect(storage.get('token')).toBeNull();
    expect(storage.get('phone')).toBeNull();
  });

  it('sends a signed-in user with an incomplete registration to /mini-register', async () => {
    signIn(makeNewUser({ first_name: 'Ravi' }));
    renderApp('/plans');
    await screen.findByRole('heading', { name: 'Complete Your Profile' });
    expect(currentLocation()).toBe('/mini-register?redirect=%2Fplans');
  });

  it('lets a complete user through and sends them away from /mini-register to /', async () => {
    signIn(makeUser());
    const { router } = renderApp('/profile');
    await screen.findByRole('heading', { name: 'Profile page' });
    await router.navigate('/mini-register');
    await screen.findByRole('heading', { name: 'Home page' });
    expect(currentLocation()).toBe('/');
  });

  it('keeps a complete user on the way to the redirect target when they land on /mini-register', async () => {
    signIn(makeUser());
    renderApp('/mini-register?redirect=%2Fplans');
    await screen.findByRole('heading', { name: 'Plans page' });
  });

  it('sends a signed-in visitor of /login to / or, when incomplete, to /mini-register', async () => {
    signIn(makeUser());
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Home page' });
    resetAll();
    mockApi();
    signIn(makeNewUser());
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Complete Your Profile' });
  });

  it('keeps browsing public unless the app config requires login', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Home page' });
    resetAll();
    mockApi({
      'GET /api/app-config/': () => ({ body: { version: '0.1.38', require_login_to_browse: true, payment_gateway: 'sandbox', maps_api_key: null } }),
    });
    renderApp('/');
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=%2F'));
  });

  it('falls back to public browsing when the app config cannot be loaded', async () => {
    resetAll();
    mockApi({ 'GET /api/app-config/': () => 'network-error' });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Home page' });
  });
});
