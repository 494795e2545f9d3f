// Home rows below the fold mount after the first paint (issue 13.3): the first render holds the
// hero, Categories and Recently Added, the rows below are reserved boxes that mount after the
// page's load event (one per idle period) or as soon as they near the viewport. Fails on the old
// code, which rendered every row in the first render.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import type { Video } from '@ott/contract';
import { stubApi, success } from '@/testing/api-stub.ts';
import { makeCategory, makeVideo } from '@/testing/fixtures.ts';
import { stubMatchMedia } from '@/testing/dom.ts';
import { NEAR_VIEWPORT_PX } from './components/deferred-section.tsx';
import { renderHome } from './testing/render-home.tsx';

const video = (id: number, title: string, video_type: Video['video_type']) =>
  makeVideo({ id, title, video_type });

function stubHomeApi() {
  return stubApi({
    '/api/videos/hero/': () => success([]),
    '/api/frontend/categories/': () => success([makeCategory(1, 'Movies')]),
    '/api/videos/': ({ query }) => {
      const type = query.get('video_type');
      if (type === 'paid') return { body: [video(2, 'Rayalaseema Roar', 'paid')] };
      if (type === 'free') return { body: [video(3, 'Village Cricket', 'free')] };
      if (type === 'rental') return { body: [video(4, 'Monsoon Melody', 'rental')] };
      return { body: [video(5, 'Telugu Headlines Today', 'free')] };
    },
    '/api/live-streams/': () => ({ body: [] }),
    '/api/frontend/states/': () =>
      success([{ id: 1, name: 'Andhra Pradesh', image_url: null, districts_count: 13 }], {
        message: 'ok',
      }),
  });
}

/** IntersectionObserver whose targets the test brings near the viewport. */
const observers: {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  targets: Element[];
}[] = [];
class TestObserver {
  targets: Element[] = [];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observers.push({ callback, options, targets: this.targets });
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }
}
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

let readyState: DocumentReadyState = 'loading';

describe('Home rows below the fold (issue 13.3)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    observers.length = 0;
    readyState = 'loading';
    vi.stubGlobal('IntersectionObserver', TestObserver);
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
    stubMatchMedia(() => true);
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('renders Categories and Recently Added at once and the rows below as reserved boxes until the page has loaded', async () => {
    stubHomeApi();
    renderHome();
    expect(await screen.findByRole('region', { name: 'Recently Added' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Categories' })).toBeTruthy();
    await screen.findByRole('link', { name: /Telugu Headlines Today/ });
    // Before load: no Premium, Free, Rental, Series or Regional row, only their reserved, hidden boxes.
    expect(screen.queryByRole('heading', { name: 'Premium Videos' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Regional Content' })).toBeNull();
    const boxes = screen.getAllByTestId('deferred-row');
    expect(boxes).toHaveLength(6);
    for (const box of boxes) {
      expect(box.getAttribute('aria-hidden')).toBe('true');
      expect(parseInt(box.style.minHeight, 10)).toBeGreaterThan(150);
    }

    // After the load event every row mounts, one after another, in page order.
    readyState = 'complete';
    act(() => void window.dispatchEvent(new Event('load')));
    expect(await screen.findByRole('heading', { name: 'Premium Videos' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Free Videos' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Rental Videos' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Regional Content' })).toBeTruthy();
    expect(screen.queryAllByTestId('deferred-row')).toHaveLength(0);
    expect(await screen.findByRole('link', { name: /Rayalaseema Roar/ })).toBeTruthy();
  });

  it('mounts a row as soon as it nears the viewport, before the load event', async () => {
    stubHomeApi();
    renderHome();
    await screen.findByRole('region', { name: 'Recently Added' });
    const box = screen.getAllByTestId('deferred-row')[0]!;
    const watcher = observers.find((o) => o.targets.includes(box))!;
    expect(watcher.options?.rootMargin).toBe(`0px 0px ${NEAR_VIEWPORT_PX}px 0px`);
    expect(screen.queryByRole('heading', { name: 'Premium Videos' })).toBeNull();
    act(() =>
      watcher.callback(
        [{ isIntersecting: true, target: box } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Premium Videos' })).toBeTruthy();
    // The others still wait.
    expect(screen.queryByRole('heading', { name: 'Free Videos' })).toBeNull();
  });
});
