import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { RootLayout } from './root-layout.tsx';
import { renderRoutes } from '@/testing/render.tsx';
import { resetShellState, stubQuietFetch } from './testing/render.tsx';

const routes = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <p>home page</p>, handle: { overlayHeader: true } },
      { path: 'login', element: <p>login page</p> },
      { path: 'register', element: <p>register page</p> },
      { path: 'mini-register', element: <p>mini page</p> },
      { path: 'news', element: <p>news page</p> },
    ],
  },
];

const bottomNav = () => screen.queryByRole('navigation', { name: 'Quick navigation' });

describe('RootLayout (SPEC 2.1, 2.4)', () => {
  beforeEach(() => {
    resetShellState();
    stubQuietFetch();
    window.scrollTo = vi.fn() as typeof window.scrollTo;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the mobile bottom nav with Home, Regional, Search, News and Profile', async () => {
    renderRoutes(routes, { at: '/news' });
    await screen.findByText('news page');
    const nav = bottomNav();
    expect(nav).not.toBeNull();
    expect(Array.from(nav!.querySelectorAll('a,button')).map((el) => el.textContent)).toEqual([
      'Home', 'Regional', 'Search', 'News', 'Profile',
    ]);
  });

  it.each(['/login', '/register', '/mini-register'])('hides the bottom nav on %s', async (path) => {
    renderRoutes(routes, { at: path });
    await screen.findByText(/page$/);
    expect(bottomNav()).toBeNull();
  });

  it('opens the profile menu from the bottom nav Profile button', async () => {
    renderRoutes(routes, { at: '/news' });
    await screen.findByText('news page');
    fireEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(await screen.findByRole('dialog', { name: 'Account menu' })).toBeTruthy();
  });

  it('scrolls to the top on every navigation and has a skip link to the content', async () => {
    const { router } = renderRoutes(routes, { at: '/' });
    await screen.findByText('home page');
    const calls = vi.mocked(window.scrollTo).mock.calls.length;
    await act(() => router.navigate('/news'));
    expect(vi.mocked(window.scrollTo).mock.calls.length).toBeGreaterThan(calls);
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main-content');
    expect(document.getElementById('main-content')).not.toBeNull();
  });
});
