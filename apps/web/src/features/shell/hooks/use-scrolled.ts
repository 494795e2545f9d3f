import { useEffect, useState } from 'react';
import { HEADER_SCROLLED_OFFSET_PX } from '@ott/contract';

/** True once the page has scrolled past 50 px (SPEC 2.12: the header's 'scrolled' style). */
export function useScrolled(offset = HEADER_SCROLLED_OFFSET_PX): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > offset);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return scrolled;
}
