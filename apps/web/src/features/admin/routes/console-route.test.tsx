import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { API } from '@ott/contract';
import { makeUser } from '@/testing/fixtures.ts';
import { currentLocation, currentPath } from '@/testing/render.tsx';
import { freshSessionPerTest, resetAll, signIn } from '@/testing/session.ts';
import { renderConsole, stubConsole } from '../testing/render-console.tsx';

const nav = () => screen.findByRole('navigation', { name: 'Console' });
const navLinks = async () => within(await nav()).getAllByRole('link').map((link) => link.textContent);

describe('operator console: who gets in and what the navigation offers', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser({ phone: '9000000001' }));

  it('sends a visitor to /login with the way back, asking the server nothing', async () => {
    resetAll();
    const api = stubConsole();
    renderConsole('/admin/audit-log?action=user.delete');
    await screen.findByRole('heading', { name: 'Login page' });
    expect(currentPath()).toBe('/login');
    expect(new URLSearchParams(currentLocation()?.split('?')[1]).get('redirect')).toBe('/admin/audit-log?action=user.delete');
    expect(api.calls).toHaveLength(0);
  });

  it('tells a viewer without a role, politely, that the console is for operators, with a way home', async () => {
    stubConsole({ roles: 'none' });
    renderConsole('/admin/operators');
    expect(await screen.findByRole('heading', { level: 1, name: 'This area is for operators' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Console' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('shows an admin every screen, their phone and roles', async () => {
    const api = stubConsole({ roles: ['admin'] });
    renderConsole();
    expect(await navLinks()).toEqual([
      'Overview',
      'Dashboard',
      'Titles',
      'Series',
      'Categories',
      'Hero carousel',
      'Live streams',
      'Welcome popup',
      'Ads',
      'Codes',
      'Bonus levels',
      'Plans',
      'Payments',
      'Reconciliation',
      'Withdrawals',
      'Viewers',
      'Operators',
      'Audit log',
    ]);
    expect(screen.getByText('Signed in as 9000000001')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Your roles' })).getByText('Admin')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Operators' }).getAttribute('href')).toBe('/admin/operators');
    expect(screen.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    expect(api.callsTo('GET', API.adminMe)).toHaveLength(1);
  });

  it('hides the admin screens from an editor, and explains them if opened by their address', async () => {
    const api = stubConsole({ roles: ['editor', 'support'] });
    renderConsole();
    expect(await navLinks()).toEqual([
      'Overview',
      'Dashboard',
      'Titles',
      'Series',
      'Categories',
      'Hero carousel',
      'Live streams',
      'Welcome popup',
      'Ads',
      'Codes',
      'Bonus levels',
      'Viewers',
    ]);
    expect(screen.getByText(/upload, edit and publish titles; arrange the categories and the home page’s hero carousel; add, edit, hide and reorder live streams/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Titles' }).getAttribute('href')).toBe('/admin/titles');
    expect(screen.getByText(/Help viewers: find them/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Viewers' }).getAttribute('href')).toBe('/admin/viewers');
    expect(screen.queryByRole('link', { name: /Open Operators/ })).toBeNull();
    resetAll();
    signIn(makeUser({ phone: '9000000001' }));
    renderConsole('/admin/operators');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeTruthy();
    expect(screen.getByText('This screen needs the admin role. Your roles: Editor, Support.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', API.adminMe).length).toBeGreaterThan(0));
    expect(api.callsTo('GET', API.adminOperators)).toHaveLength(0);
  });

  it('offers a retry when the console cannot load', async () => {
    stubConsole({}, { [`GET ${API.adminMe}`]: () => ({ status: 500, body: { status: 'error', message: 'boom' } }) });
    renderConsole();
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('The console could not load');
  });
});
