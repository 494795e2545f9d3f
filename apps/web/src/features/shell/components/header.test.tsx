import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useSession } from '@/lib/session.ts';
import { makeUser } from '@/testing/fixtures.ts';
import { setSignedIn } from '@/testing/session.ts';
import { Header } from './header.tsx';
import { renderInRouter, resetShellState, stubQuietFetch } from '../testing/render.tsx';

const FUTURE = new Date(Date.now() + 30 * 86_400_000).toISOString();
const PAST = new Date(Date.now() - 86_400_000).toISOString();

describe('Header (SPEC 2.4)', () => {
  beforeEach(() => {
    resetShellState();
    stubQuietFetch();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows Sign In linking to /login and Subscribe to /plans for a visitor', () => {
    renderInRouter(<Header />);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    const subscribe = screen.getByRole('link', { name: /Subscribe Now/ });
    expect(subscribe.getAttribute('href')).toBe('/plans');
    expect(screen.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/search');
  });

  it('shows the signed-in user initials instead of Sign In', () => {
    setSignedIn(makeUser({ first_name: 'ravi', last_name: 'teja' }));
    renderInRouter(<Header />);
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open profile menu' }).textContent).toBe('RT');
  });

  it('falls back to the first two phone digits when the user has no name', () => {
    setSignedIn(makeUser({ first_name: null, last_name: null, phone: '9123456789' }));
    renderInRouter(<Header />);
    expect(screen.getByRole('button', { name: 'Open profile menu' }).textContent).toBe('91');
  });

  it('shows the profile picture when the user has one, and the initials if it fails to load', () => {
    setSignedIn(makeUser({ first_name: 'ravi', last_name: 'teja', profile_picture: '/media/uploads/a.png' }));
    renderInRouter(<Header />);
    const button = screen.getByRole('button', { name: 'Open profile menu' });
    const image = button.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/media/uploads/a.png');
    expect(button.textContent).toBe('');
    fireEvent.error(image!);
    expect(button.querySelector('img')).toBeNull();
    expect(button.textContent).toBe('RT');
  });

  it('hides Subscribe for an active subscriber and shows it again once the plan has ended', () => {
    setSignedIn(makeUser({ is_subscribed: true, subscription_end_date: FUTURE }));
    const { unmount } = renderInRouter(<Header />);
    expect(screen.queryByRole('link', { name: /Subscribe/ })).toBeNull();
    unmount();
    setSignedIn(makeUser({ is_subscribed: true, subscription_end_date: PAST }));
    renderInRouter(<Header />);
    expect(screen.getByRole('link', { name: /Subscribe/ })).toBeTruthy();
  });

  it('treats the user as subscribed while the profile is loading', () => {
    setSignedIn(makeUser());
    renderInRouter(<Header />);
    expect(screen.getByRole('link', { name: /Subscribe/ })).toBeTruthy();
    cleanup();
    setSignedIn(makeUser());
    useSession.getState().setLoading(true);
    renderInRouter(<Header />);
    expect(screen.queryByRole('link', { name: /Subscribe/ })).toBeNull();
  });

  it('renders the LIVE slot and the desktop nav links', () => {
    renderInRouter(<Header liveSlot={<span>LIVE-SLOT</span>} />);
    expect(screen.getByText('LIVE-SLOT')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const labels = Array.from(nav.querySelectorAll('a')).map((a) => a.textContent);
    expect(labels).toEqual(['Home', 'About', 'Regional Content', 'News', 'Contact']);
  });
});
