// A home row that mounts after the first paint (issue 13.3): until then a box of the row's usual
// height holds its place (nothing below it moves), and it mounts as soon as it comes within
// NEAR_VIEWPORT_PX of the viewport or when the reveal queue reaches it after load, whichever is
// first. Once mounted it renders exactly what it rendered before (no wrapper), so the look, the
// Tab order and the headings are unchanged.
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { RevealQueue } from '../lib/reveal-queue.ts';

/** Small enough that rows below a phone's or a laptop's fold are not mounted on the first render. */
export const NEAR_VIEWPORT_PX = 250;

export function DeferredSection({
  queue,
  index,
  minHeight,
  children,
}: {
  queue: RevealQueue;
  /** Place in the reveal order (0 = first deferred row). */
  index: number;
  /** The row's usual height in px, reserved until it mounts. */
  minHeight: number;
  children: ReactNode;
}) {
  const revealed = useSyncExternalStore(queue.subscribe, () => queue.revealed() > index);
  const [near, setNear] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  const show = revealed || near;

  useEffect(() => {
    const el = holder.current;
    if (show || !el || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${NEAR_VIEWPORT_PX}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [show]);

  if (show) return <>{children}</>;
  return <div ref={holder} data-testid="deferred-row" aria-hidden="true" style={{ minHeight }} />;
}
