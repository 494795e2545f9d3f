import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { APP_RESET_VERSION } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.ts';
import { storage } from '@/lib/storage.ts';
import { makeUser } from '@/testing/fixtures.ts';
import { currentLocation } from '@/testing/render.tsx';
import { resetAll, signIn } from '@/testing/session.ts';
import { useLogout } from '../index.ts';
import { mockApi } from '../testing/mock-api.ts';
import { renderApp } from '../testing/render-app.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const PROFILE = { status: 'success', user: makeUser(), referral_relationships: { referred_by: [] } };
const notifications = (body: object) => () => ({
  body: { status: 'success', user_exists: true, has_notifications: false, notifications: [], ...body },
});

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      Logout
    </button>
  );
}

describe('SessionWatcher (SPEC 4 Auth, Background checks, App version)', () => {
  beforeEach(() => {
    resetAll();
    storage.set('appVersion', APP_RESET_VERSION);
    Object.values(toast).forEach((fn) => fn.mockClear());
  });
  afterEach(() => {
    resetAll();
    vi.unstubAllGlobals();
  });

  it('turns any 401 into a sign-in with the current page as redirect', async () => {
    signIn(makeUser());
    mockApi({ 'GET /users/profile/': () => ({ body: PROFILE }), 'GET /api/watchlist/': () => ({ status: 401, body: null }) });
    renderApp('/profile?x=1', { watcher: true });
    await screen.findByRole('heading', { name: 'Profile page' });
    // The memory router does not move window.location; the watcher reads the browser's path.
    window.history.replaceState(null, '', '/profile?x=1');
    await act(async () => void (await api.get('/api/watchlist/').catch(() => null)));
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=%2Fprofile%3Fx%3D1'));
    expect(storage.get('token')).toBeNull();
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it.each([
    [{ user_exists: false }, 'Your account has been deleted. You have been logged out.'],
    [
      { has_notifications: true, notifications: [{ id: 1, type: 'account_deleted', message: 'x', created_at: '2025-01-01' }] },
      'Your account has been deleted by admin. You have been logged out.',
    ],
    [
      // What the server answers an admin-deleted account's old session: gone, with the admin's notice.
      { user_exists: false, has_notifications: true, notifications: [{ id: 1, type: 'account_deleted', message: 'x', created_at: '2025-01-01' }] },
      'Your account has been deleted by admin. You have been logged out.',
    ],
  ])('logs a deleted account out with a 5 s toast (%#)', async (answer, message) => {
    signIn(makeUser());
    mockApi({ 'GET /users/profile/': () => ({ body: PROFILE }), 'GET /users/check-notifications/': notifications(answer) });
    renderApp('/profile', { watcher: true });
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(toast.error).toHaveBeenCalledWith(message, { id: 'account-deleted', duration: 5000 });
    expect(storage.get('user')).toBeNull();
  });

  it('says an admin deleted the account when a 401 ends the session before the focus check', async () => {
    signIn(makeUser());
    let deleted = false;
    const adminNotice = { id: 1, type: 'account_deleted', message: 'x', created_at: '2025-01-01' };
    mockApi({
      'GET /users/profile/': () => ({ body: PROFILE }),
      'GET /api/watchlist/': () => ({ status: 401, body: null }),
      'GET /users/check-notifications/': () =>
        deleted
          ? { body: { status: 'success', user_exists: false, has_notifications: true, notifications: [adminNotice] } }
          : notifications({})(),
    });
    renderApp('/profile', { watcher: true });
    await screen.findByRole('heading', { name: 'Profile page' });
    deleted = true;
    await act(async () => void (await api.get('/api/watchlist/').catch(() => null)));
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(toast.error).toHaveBeenCalledWith('Your account has been deleted by admin. You have been logged out.', {
      id: 'account-deleted',
      duration: 5000,
    });
    expect(storage.get('token')).toBeNull();
  });

  it('a plain 401 (expired session) signs in again without a deletion message', async () => {
    signIn(makeUser());
    let expired = false;
    mockApi({
      'GET /users/profile/': () => ({ body: PROFILE }),
      'GET /api/watchlist/': () => ({ status: 401, body: null }),
      'GET /users/check-notifications/': () => (expired ? { status: 401, body: { message: 'Please login to continue' } } : notifications({})()),
    });
    renderApp('/profile', { watcher: true });
    await screen.findByRole('heading', { name: 'Profile page' });
    expired = true;
    window.history.replaceState(null, '', '/profile');
    await act(async () => void (await api.get('/api/watchlist/').catch(() => null)));
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=%2Fprofile'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(toast.error).not.toHaveBeenCalled();
    expect(currentLocation()).toBe('/login?redirect=%2Fprofile');
  });

  it('checks the account again when the window gets focus', async () => {
    signIn(makeUser());
    const calls = mockApi({ 'GET /users/profile/': () => ({ body: PROFILE }) });
    renderApp('/profile', { watcher: true });
    await waitFor(() => expect(calls.callsTo('GET', '/users/check-notifications/')).toHaveLength(1));
    fireEvent.focus(window);
    await waitFor(() => expect(calls.callsTo('GET', '/users/check-notifications/')).toHaveLength(2));
  });

  it('refreshes the stored user at start, loading meanwhile', async () => {
    signIn(makeUser({ is_subscribed: false }));
    let release: () => void = () => {};
    mockApi({
      'GET /users/profile/': () =>
        new Promise((resolve) => (release = () => resolve({ body: { ...PROFILE, user: makeUser({ first_name: 'Ravindra' }) } }))),
    });
    renderApp('/profile', { watcher: true });
    await waitFor(() => expect(useSession.getState().isLoading).toBe(true));
    release();
    await waitFor(() => expect(useSession.getState().isLoading).toBe(false));
    expect(useSession.getState().user?.first_name).toBe('Ravindra');
    expect(JSON.parse(storage.get('user') ?? '{}').first_name).toBe('Ravindra');
  });

  it('shows the stored welcome-back message once on the next screen', async () => {
    signIn(makeUser());
    storage.set('loginMessage', 'Welcome back, Ravi! 👋');
    mockApi({ 'GET /users/profile/': () => ({ body: PROFILE }) });
    renderApp('/profile', { watcher: true });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Welcome back, Ravi! 👋'));
    expect(storage.get('loginMessage')).toBeNull();
  });

  it('on a new app version keeps a whole session and drops other data', async () => {
    signIn(makeUser());
    storage.set('appVersion', '1.0.16');
    storage.set('recentSearches', '["a"]');
    storage.set('theme', 'dark');
    mockApi({ 'GET /users/profile/': () => ({ body: PROFILE }) });
    renderApp('/profile', { watcher: true });
    await screen.findByRole('heading', { name: 'Profile page' });
    expect(storage.get('appVersion')).toBe(APP_RESET_VERSION);
    expect(storage.get('recentSearches')).toBeNull();
    expect(storage.get('theme')).toBe('dark');
    expect(storage.get('token')).toBe('tok-1');
  });

  it('on a new app version logs out a half-kept session and goes to /login', async () => {
    storage.set('appVersion', '1.0.16');
    storage.set('token', 'orphan');
    mockApi();
    renderApp('/', { watcher: true });
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(storage.get('token')).toBeNull();
  });

  it('lets a first-time visitor stay where they are', async () => {
    storage.remove('appVersion');
    mockApi();
    renderApp('/', { watcher: true });
    await screen.findByRole('heading', { name: 'Home page' });
    expect(storage.get('appVersion')).toBe(APP_RESET_VERSION);
  });
});

describe('useLogout (SPEC 4 Auth, SPEC 8 Login)', () => {
  beforeEach(() => resetAll());
  afterEach(() => {
    resetAll();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('logs out on the server, clears everything but the theme and goes to /login', async () => {
    signIn(makeUser());
    storage.set('theme', 'dark');
    storage.set('recentSearches', '["x"]');
    const calls = mockApi({ 'POST /users/logout/': () => ({ body: { status: 'success', message: 'Logged out successfully' } }) });
    renderApp('/profile', { profile: <LogoutButton /> });
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(calls.callsTo('POST', '/users/logout/')).toHaveLength(1);
    expect(storage.get('theme')).toBe('dark');
    expect(storage.get('recentSearches')).toBeNull();
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it('alerts when the server logout fails and keeps the session', async () => {
    signIn(makeUser());
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mockApi({ 'POST /users/logout/': () => ({ status: 500, body: null }) });
    renderApp('/profile', { profile: <LogoutButton /> });
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Logout failed. Please try again.'));
    expect(useSession.getState().isAuthenticated).toBe(true);
  });
});
