// Live polling must not multiply requests (issue 6, SPEC 7/9; issue 13.4): the header (10 s) and
// the home's section (5 s) share ONE every-category query (GET /api/live-streams/), so together
// they make one request per 5 s whatever the number of categories (the per-category form made one
// per category per poll); nothing is asked while the tab is hidden, and one request on return.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import { LIVE_POLL_HEADER_MS, LIVE_POLL_SECTION_MS } from '@ott/contract';
import { useCategories } from '@/api/catalogue/list-categories.ts';
import { stubApi, success, type ApiStub } from '@/testing/api-stub.ts';
import { makeCategory } from '@/testing/fixtures.ts';
import { renderElement } from '@/testing/render.tsx';
import { effectivePeriod, isDue } from './live-poller.ts';
import { useLivePresence } from './use-live-presence.ts';
import { useLiveStreamsByCategory } from './use-live-streams.ts';

const LIVE = '/api/live-streams/';
const PER_CATEGORY = '/api/live-streams/by_category/';
const CATEGORIES = [1, 2, 3];
const stream = (id: number) => ({ id, title: `S${id}`, description: '', live_url: '/l.m3u8', thumbnail: null, is_active: true, is_important: id === 3, is_premium: false, order: 1, category: id });

function Header() {
  const live = useLivePresence();
  return <p data-testid="presence">{live ? live.title : 'none'}</p>;
}
function Section() {
  const { data = [] } = useCategories();
  const groups = useLiveStreamsByCategory(data, LIVE_POLL_SECTION_MS);
  return <p data-testid="section">{groups.reduce((n, g) => n + g.streams.length, 0)}</p>;
}

let api: ApiStub;
const polls = () => api.requests(LIVE).length;

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  window.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  api = stubApi(({ path, query }) =>
    path === '/api/frontend/categories/'
      ? success(CATEGORIES.map((id) => makeCategory(id, `C${id}`)))
      : path === LIVE
        ? { body: CATEGORIES.map(stream) }
        : path === PER_CATEGORY
          ? { body: [stream(Number(query.get('category_id')))] }
          : { status: 404 },
  );
});
afterEach(() => {
  cleanup();
  setHidden(false);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('live polling', () => {
  it('picks the shortest registered period, and a key is due once it is that old', () => {
    expect(effectivePeriod([LIVE_POLL_HEADER_MS, LIVE_POLL_SECTION_MS])).toBe(LIVE_POLL_SECTION_MS);
    expect(effectivePeriod([])).toBeNull();
    expect(isDue(0, 5000, 100)).toBe(true);
    expect(isDue(1000, 5000, 5999)).toBe(false);
    expect(isDue(1000, 5000, 6000)).toBe(true);
  });

  it('header alone makes one request per 10 s for every category and finds the important stream', async () => {
    const view = renderElement(<Header />);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(polls()).toBe(1);
    expect(view.getByTestId('presence').textContent).toBe('S3');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    // 1 at mount + one every 10 s (the 1 s tick may land up to 1 s late, never early).
    expect(polls()).toBeGreaterThanOrEqual(6);
    expect(polls()).toBeLessThanOrEqual(7);
    expect(api.requests(PER_CATEGORY)).toHaveLength(0);
  });

  it('header + section mounted: one request per 5 s for all categories, no duplicates', async () => {
    const view = renderElement(
      <>
        <Header />
        <Section />
        <Header />
      </>,
    );
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(polls()).toBe(1);
    expect(view.getByTestId('section').textContent).toBe('3');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    // Separate 10 s and 5 s timers would make up to 1 + 12 + 6 = 19; shared, at most 13 (and one
    // request per category would make three times as many).
    expect(polls()).toBeGreaterThanOrEqual(11);
    expect(polls()).toBeLessThanOrEqual(13);
    expect(api.requests(PER_CATEGORY)).toHaveLength(0);
    expect(api.requests('/api/frontend/categories/')).toHaveLength(1);
  });

  it('asks nothing while the tab is hidden and once on return', async () => {
    renderElement(
      <>
        <Header />
        <Section />
      </>,
    );
    await act(() => vi.advanceTimersByTimeAsync(100));
    const before = api.requests(LIVE).length;
    act(() => setHidden(true));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.requests(LIVE).length).toBe(before);
    act(() => setHidden(false));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(api.requests(LIVE).length).toBe(before + 1);
    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_SECTION_MS - 1000));
    expect(api.requests(LIVE).length).toBe(before + 1);
  });

  it('stops polling when every screen unmounts', async () => {
    const view = renderElement(<Header />);
    await act(() => vi.advanceTimersByTimeAsync(100));
    view.unmount();
    const before = api.requests(LIVE).length;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.requests(LIVE).length).toBe(before);
  });
});
