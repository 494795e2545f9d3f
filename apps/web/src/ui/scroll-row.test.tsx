// The row's arrows follow its scroll position, read only when the browser has laid the row out
// (a ResizeObserver's report, a scroll), never during React's mount or re-render (issue 13:
// a forced synchronous layout per row on the home page).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/app/i18n.ts';
import { ScrollRow } from './scroll-row.tsx';

let observed: { callback: () => void; target: Element | null }[] = [];
let layoutReads = 0;
const geometry = { scrollLeft: 0, clientWidth: 400, scrollWidth: 1200 };

beforeEach(() => {
  observed = [];
  layoutReads = 0;
  Object.assign(geometry, { scrollLeft: 0, clientWidth: 400, scrollWidth: 1200 });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      entry: { callback: () => void; target: Element | null };
      constructor(callback: () => void) {
        this.entry = { callback, target: null };
        observed.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      unobserve() {}
      disconnect() {
        this.entry.target = null;
      }
    },
  );
  for (const key of ['scrollLeft', 'clientWidth', 'scrollWidth'] as const) {
    vi.spyOn(HTMLElement.prototype, key, 'get').mockImplementation(() => {
      layoutReads += 1;
      return geometry[key];
    });
  }
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const row = (n: number) => (
  <ScrollRow title="Trending">
    {Array.from({ length: n }, (_, i) => (
      <span key={i}>Title {i}</span>
    ))}
  </ScrollRow>
);
/** The browser reports the row's size after layout. */
const reportLayout = () => act(() => observed.filter((o) => o.target).forEach((o) => o.callback()));

describe('ScrollRow', () => {
  it('reads no layout while mounting or re-rendering with the same items', () => {
    const { rerender } = render(row(8));
    rerender(row(8));
    rerender(row(8));
    expect(layoutReads).toBe(0);
    expect(screen.queryByRole('button', { name: 'Scroll right' })).toBeNull();
  });

  it('shows the arrows the scroll position allows once laid out, and follows scrolling', () => {
    render(row(8));
    reportLayout();
    expect(screen.getByRole('button', { name: 'Scroll right' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Scroll left' })).toBeNull();
    geometry.scrollLeft = 800;
    fireEvent.scroll(screen.getByRole('list'));
    expect(screen.getByRole('button', { name: 'Scroll left' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Scroll right' })).toBeNull();
  });

  it('measures again when items are added (a page loaded at the end of the row)', () => {
    geometry.scrollWidth = 400;
    const { rerender } = render(row(2));
    reportLayout();
    expect(screen.queryByRole('button', { name: 'Scroll right' })).toBeNull();
    geometry.scrollWidth = 1600;
    rerender(row(10));
    reportLayout();
    expect(screen.getByRole('button', { name: 'Scroll right' })).toBeTruthy();
  });
});
