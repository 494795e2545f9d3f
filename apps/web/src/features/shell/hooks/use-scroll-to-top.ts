import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a #hash target that renders after its data arrives. */
const FIND_MS = 10_000;
/** How long the target is kept in place while the sections above it finish loading. */
const SETTLE_MS = 2500;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * SPEC 2.1: every navigation scrolls to the top. A link with a #hash (/profile#devices) scrolls to
 * that element instead: once it renders (its screen may still be loading), and then keeping it at
 * the top while content above it loads. Whatever the reader does first (scroll, tap, key) wins.
 */
export function useScrollToTop() {
  const { key, hash } = useLocation();
  useLayoutEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let observer: MutationObserver | ResizeObserver | null = null;
    let timer = 0;
    const stop = () => {
      observer?.disconnect();
      observer = null;
      window.clearTimeout(timer);
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
    };
    const settle = (target: HTMLElement) => {
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      if (typeof ResizeObserver === 'undefined') return stop();
      let first = true; // An observer reports once at the start: let the smooth scroll run.
      observer = new ResizeObserver(() => {
        if (first) first = false;
        else target.scrollIntoView({ behavior: 'instant', block: 'start' });
      });
      observer.observe(document.body);
      timer = window.setTimeout(stop, SETTLE_MS);
    };

    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
    const target = document.getElementById(id);
    if (target) settle(target);
    else {
      observer = new MutationObserver(() => {
        const found = document.getElementById(id);
        if (!found) return;
        observer?.disconnect();
        window.clearTimeout(timer);
        settle(found);
      });
      observer.observe(document.body, { childList: true, subtree: true });
      timer = window.setTimeout(stop, FIND_MS);
    }
    return stop;
  }, [key, hash]);
}
