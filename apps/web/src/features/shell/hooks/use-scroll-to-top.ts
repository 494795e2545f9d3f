import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * SPEC 2.1: every navigation scrolls to the top. A link with a #hash scrolls to that element
 * instead, retrying briefly because the target may render after its data arrives.
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
    const scrollToHash = () => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else if (tries++ < 20) timer = window.setTimeout(scrollToHash, 150);
    };
    scrollToHash();
    return () => window.clearTimeout(timer);
  }, [key, hash]);
}
