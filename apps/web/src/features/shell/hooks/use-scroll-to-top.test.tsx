import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { useScrollToTop } from './use-scroll-to-top.ts';

function Layout() {
  useScrollToTop();
  return <Outlet />;
}

/** A screen whose section renders only after its data arrives. */
function LateSection() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 500);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <section id="devices">Devices</section> : <p>Loading</p>;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [{ element: <Layout />, children: [{ path: '/', element: <p>Home</p> }, { path: '/profile', element: <LateSection /> }] }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useScrollToTop (SPEC 2.1)', () => {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    Element.prototype.scrollIntoView = scrollIntoView;
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    scrollIntoView.mockReset();
  });

  it('scrolls to the top on a navigation without a hash', async () => {
    const router = renderAt('/profile');
    await act(() => router.navigate('/'));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('scrolls to a #hash target once it renders', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/profile#devices'));
    expect(scrollIntoView).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('devices'));
  });

  it('leaves the page alone when the reader scrolls before the target renders', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/profile#devices'));
    window.dispatchEvent(new Event('wheel'));
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
