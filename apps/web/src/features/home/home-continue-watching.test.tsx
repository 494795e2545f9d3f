// Home's Continue Watching row (issue 4): signed-in viewers with started titles only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ContinueWatchingItem, User } from '@ott/contract';
import i18n from '@/app/i18n.ts';
import { useSession } from '@/lib/session.ts';
import { HomeRoute } from './home-route.tsx';

const started: ContinueWatchingItem = {
  progress: { video_id: 7, position: 10, duration: 24, percent: 42, completed: false, updated_at: '2025-01-01T00:00:00.000Z' },
  video: { id: 7, title: 'godavari sunrise', thumbnail_url: null, portrait_thumbnail_url: null, video_type: 'free', duration: 8520 },
};

/** Everything but continue watching answers 404; the home rows hide themselves. */
function stubApi(continueWatching: ContinueWatchingItem[] | null) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/continue-watching/' && continueWatching) {
      return new Response(JSON.stringify({ status: 'success', data: continueWatching }), { status: 200 });
    }
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderHome() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <HomeRoute /> }]);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const asked = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.some(([input]) => new URL(String(input)).pathname === '/api/continue-watching/');

describe('Home Continue Watching row', { timeout: 20_000 }, () => {
  beforeEach(() => {
    class NoopObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', NoopObserver);
    vi.stubGlobal('IntersectionObserver', NoopObserver);
    vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener() {}, removeEventListener() {} }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSession.setState({ user: null, token: null, phone: null, isAuthenticated: false });
  });

  it('shows the started titles with their progress to a signed-in viewer', async () => {
    useSession.setState({ user: { phone: '9876543210' } as User, token: 'tok', phone: '9876543210', isAuthenticated: true });
    stubApi([started]);
    renderHome();
    const row = await screen.findByRole('region', { name: 'Continue Watching' }, { timeout: 10_000 });
    const card = within(row).getByRole('link', { name: 'Continue watching Godavari Sunrise, 14 sec left' });
    expect(card.getAttribute('href')).toBe('/movie/7');
    expect(within(row).getByTestId('continue-watching-progress').style.width).toBe('42%');
  });

  it('is absent when nothing was started', async () => {
    useSession.setState({ user: { phone: '9876543210' } as User, token: 'tok', phone: '9876543210', isAuthenticated: true });
    const fetchMock = stubApi([]);
    renderHome();
    await waitFor(() => expect(asked(fetchMock)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Continue Watching' })).toBeNull();
  });

  it('is never asked for a visitor', async () => {
    const fetchMock = stubApi([started]);
    renderHome();
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked(fetchMock)).toBe(false);
    expect(screen.queryByRole('region', { name: 'Continue Watching' })).toBeNull();
  });
});
