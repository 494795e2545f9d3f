// Issue 16.7: every signed-in session on /profile, sign out one, sign out everywhere.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserSession } from '@ott/contract';
import { useSession } from '@/lib/session.ts';
import { stubApi, type Reply } from '@/testing/api-stub.ts';
import { polyfillDialog } from '@/testing/dom.ts';
import { currentPath, renderRoutes, stubPage } from '@/testing/render.tsx';
import { resetAll, signIn } from '@/testing/session.ts';
import { SignedInSessions } from './signed-in-sessions.tsx';
import '../i18n.ts';

const session = (overrides: Partial<UserSession>): UserSession => ({
  id: 1,
  name: 'Chrome on Android',
  device_type: 'mobile',
  ip_address: '49.205.x.x',
  created_at: new Date(Date.now() - 86_400_000).toISOString(),
  last_seen_at: new Date().toISOString(),
  current: false,
  ...overrides,
});
const here = session({ id: 1, name: 'Chrome on Android', current: true });
const laptop = session({ id: 7, name: 'Firefox on Linux', device_type: 'desktop', ip_address: '10.1.x.x', last_seen_at: new Date(Date.now() - 3 * 3_600_000).toISOString() });
const unnamed = session({ id: 9, name: null, device_type: 'tv', ip_address: '' });
const listed = (sessions: UserSession[]): Reply => ({ body: { status: 'success', sessions } });

function renderSessions() {
  polyfillDialog();
  return renderRoutes([{ path: 'profile', element: <SignedInSessions /> }, stubPage('login', 'Login page')], { at: '/profile', toaster: true, probe: true });
}
const section = () => screen.findByRole('region', { name: 'Signed-in sessions' });
const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('Signed-in sessions (issue 16.7)', () => {
  beforeEach(() => {
    resetAll();
    signIn();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    resetAll();
  });

  it('lists every session: name, this device, type, last active, masked address; Sign out on the others only', async () => {
    stubApi({ 'GET /users/sessions/': () => listed([here, laptop, unnamed]) });
    renderSessions();
    const box = await section();
    const rows = await within(box).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Chrome on AndroidThis deviceMobile · Last active just now · IP 49.205.x.x',
      'Firefox on LinuxComputer · Last active 3h ago · IP 10.1.x.xSign out',
      'Unknown deviceTV · Last active just nowSign out',
    ]);
    expect(within(box).getAllByRole('button', { name: /^Sign out (?!everywhere)/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Sign out Firefox on Linux',
      'Sign out Unknown device',
    ]);
    expect(within(box).getByRole('button', { name: 'Sign out everywhere' })).toBeTruthy();
  });

  it('signs out one session after a confirmation, then reloads the list', async () => {
    let sessions = [here, laptop];
    const { calls } = stubApi({
      'GET /users/sessions/': () => listed(sessions),
      'POST /users/sessions/:id/sign-out/': () => {
        sessions = [here];
        return { body: { status: 'success', message: 'Session signed out successfully' } };
      },
    });
    renderSessions();
    const box = await section();
    fireEvent.click(await within(box).findByRole('button', { name: 'Sign out Firefox on Linux' }));
    const confirm = await dialog('Sign out this session?');
    expect(within(confirm).getByText('Firefox on Linux will be signed out and will need to log in again.')).toBeTruthy();
    // Cancel first: nothing is sent.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(within(box).getByRole('button', { name: 'Sign out Firefox on Linux' }));
    fireEvent.click(within(await dialog('Sign out this session?')).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Session signed out successfully')).toBeTruthy();
    await waitFor(() => expect(within(box).queryByText('Firefox on Linux')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/users/sessions/7/sign-out/']);
    expect(calls.filter((c) => c.path === '/users/sessions/').length).toBe(2);
    expect(useSession.getState().isAuthenticated).toBe(true);
  });

  it('says so when signing one out fails, inside the dialog', async () => {
    stubApi({ 'GET /users/sessions/': () => listed([here, laptop]), 'POST /users/sessions/:id/sign-out/': () => ({ status: 500, body: null }) });
    renderSessions();
    fireEvent.click(await within(await section()).findByRole('button', { name: 'Sign out Firefox on Linux' }));
    const confirm = await dialog('Sign out this session?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sign out' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe('Failed to sign out the session. Please try again.');
  });

  it('signs out everywhere after a confirmation, then logs out here and goes to /login', async () => {
    const { calls } = stubApi({
      'GET /users/sessions/': () => listed([here, laptop]),
      'POST /users/sessions/sign-out-everywhere/': () => ({ body: { status: 'success', message: 'Signed out of every session', signed_out: 2 } }),
    });
    renderSessions();
    fireEvent.click(await within(await section()).findByRole('button', { name: 'Sign out everywhere' }));
    const confirm = await dialog('Sign out everywhere?');
    expect(within(confirm).getByText(/this one included/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(currentPath()).toBe('/login');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/users/sessions/sign-out-everywhere/']);
    expect(useSession.getState()).toMatchObject({ isAuthenticated: false, token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('logs out here too when the server says this session was already signed out (401)', async () => {
    stubApi({ 'GET /users/sessions/': () => listed([here]), 'POST /users/sessions/sign-out-everywhere/': () => ({ status: 401, body: { status: 'error', message: 'Please login to continue' } }) });
    renderSessions();
    fireEvent.click(await within(await section()).findByRole('button', { name: 'Sign out everywhere' }));
    fireEvent.click(within(await dialog('Sign out everywhere?')).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it('stays signed in and says so when sign out everywhere fails', async () => {
    stubApi({ 'GET /users/sessions/': () => listed([here]), 'POST /users/sessions/sign-out-everywhere/': () => 'network-error' });
    renderSessions();
    fireEvent.click(await within(await section()).findByRole('button', { name: 'Sign out everywhere' }));
    const confirm = await dialog('Sign out everywhere?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sign out everywhere' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe('Failed to sign out everywhere. Please try again.');
    expect(currentPath()).toBe('/profile');
    expect(useSession.getState().isAuthenticated).toBe(true);
  });

  it('has plain loading, error and empty states', async () => {
    stubApi({ 'GET /users/sessions/': () => ({ status: 500, body: null }) });
    const view = renderSessions();
    expect(within(await section()).getByLabelText('Loading sessions...')).toBeTruthy();
    expect(await screen.findByText('Failed to load sessions. Please try again.')).toBeTruthy();
    view.unmount();
    stubApi({ 'GET /users/sessions/': () => listed([]) });
    renderSessions();
    expect(await within(await section()).findByText('No signed-in sessions found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).toBeNull();
  });
});
