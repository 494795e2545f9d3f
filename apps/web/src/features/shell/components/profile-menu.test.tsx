import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useProfileMenu } from '../hooks/profile-menu-store.ts';
import { makeUser } from '@/testing/fixtures.ts';
import { setSignedIn } from '@/testing/session.ts';
import { renderInRouter, resetShellState, stubQuietFetch } from '../testing/render.tsx';
import { ProfileMenu } from './profile-menu.tsx';

/** Opens the menu; its overlay is a lazy chunk, so the dialog arrives a moment later. */
function openMenu() {
  renderInRouter(<ProfileMenu />);
  act(() => useProfileMenu.getState().open());
  return screen.findByRole('dialog', { name: 'Account menu' });
}

const entries = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .map((li) => li.textContent?.trim());

describe('Profile menu (SPEC 2.4, ARCHITECTURE 5)', () => {
  beforeEach(() => {
    resetShellState();
    stubQuietFetch();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is a modal dialog showing initials, name, phone and the signed-in entries with Logout', async () => {
    setSignedIn(makeUser({ last_name: 'Teja' }));
    const dialog = await openMenu();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('RT')).toBeTruthy();
    expect(within(dialog).getByText('Ravi Teja')).toBeTruthy();
    expect(within(dialog).getByText('+91 9876543210')).toBeTruthy();
    expect(entries(dialog)).toEqual([
      'My Profile', 'My List', 'Downloads', 'Referral', 'Wallet', 'Help', 'Offers', 'Terms and Conditions', 'Logout',
    ]);
    const href = (name: string) => within(dialog).getByRole('link', { name }).getAttribute('href');
    expect(href('My Profile')).toBe('/profile');
    expect(href('My List')).toBe('/watchlist');
    expect(href('Downloads')).toBe('/downloads');
    expect(href('Referral')).toBe('/referral');
    expect(href('Wallet')).toBe('/wallet');
    expect(href('Help')).toBe('/contact');
    expect(href('Offers')).toBe('/plans');
    expect(href('Terms and Conditions')).toBe('/terms-of-service');
    expect(within(dialog).getByText('Version 0.1.38')).toBeTruthy();
  });

  it('shows the phone as the name when the user has none', async () => {
    setSignedIn(makeUser({ first_name: null, last_name: null }));
    const dialog = await openMenu();
    expect(within(dialog).getByText('9876543210')).toBeTruthy();
  });

  it('offers Sign In and Subscribe Now, and no account entries, to a visitor', async () => {
    const dialog = await openMenu();
    expect(entries(dialog)).toEqual(['Wallet', 'Help', 'Offers', 'Terms and Conditions', 'Sign In', 'Subscribe Now']);
    expect(within(dialog).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(within(dialog).getByRole('link', { name: 'Subscribe Now' }).getAttribute('href')).toBe('/plans');
    expect(within(dialog).queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('moves focus inside, traps Tab and closes on Escape', async () => {
    setSignedIn(makeUser({ last_name: 'Teja' }));
    const dialog = await openMenu();
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Logout' }));
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useProfileMenu.getState().isOpen).toBe(false);
  });

  it('closes with the close button', async () => {
    const dialog = await openMenu();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
