// Test-only: what jsdom lacks and the UI needs.
import { vi } from 'vitest';

/** jsdom has <dialog> but not its modal methods; the UI kit's Modal calls them. */
export function polyfillDialog() {
  const proto = HTMLDialogElement.prototype;
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** matchMedia answering `matches(query)` (jsdom has none). */
export function stubMatchMedia(matches: (query: string) => boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** Makes `(max-width: 768px)` match or not. */
export const setNarrowScreen = (isNarrow: boolean) => stubMatchMedia((query) => isNarrow && query.includes('max-width: 768px'));

/** jsdom has no layout observers; carousels and rows only need them to exist. */
export function stubLayoutObservers() {
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
}
