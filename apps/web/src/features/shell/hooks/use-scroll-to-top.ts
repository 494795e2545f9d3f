import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** How long a #hash target is kept in place while the sections above it finish loading. */
const SETTLE_MS = 2500;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * SPEC 2.1: every navigation scrolls to the top. A link with a #hash (/profile#devices) scrolls to
 * that element instead, retrying briefly because the target may render after its data arrives,
 * and keeping it at the top while content above it loads, until the reader scrolls.
 */
export function useScrollToTop() {
  const { key, hash } = useLocation();
  useLayoutEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    let tries = 0;
    let timer = 0;
    let settle: ResizeObserver | null = null;
    const stopSettling = () => {
      settle?.disconnect();
      settle = null;
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stopSettling);
    };
    const scrollToHash = () => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target) {
        if (tries++ < 20) timer = window.setTimeout(scrollToHash, 150);
        return;
      }
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      if (typeof ResizeObserver === 'undefined') return;
      let first = true; // An observer reports once at the start: let the smooth scroll run.
      settle = new ResizeObserver(() => {
        if (first) first = false;
        else target.scrollIntoView({ behavior: 'instant', block: 'start' });
      });
      settle.observe(document.body);
      for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stopSettling, { passive: true });
      timer = window.setTimeout(stopSettling, SETTLE_MS);
    };
    scrollToHash();
    return () => {
      window.clearTimeout(timer);
      stopSettling();
    };
  }, [key, hash]);
}
