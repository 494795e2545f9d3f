// Keeps the details page's images from competing with playback for a slow line (issue 13.2): while
// `isHeld`, images under `container` that have not finished loading lose their src and srcset
// (Chromium then drops the request, or never starts it) and get them back on release; images added meanwhile wait
// too. With `spareVisible`, an image the viewer can see right now is left alone. Turning
// `spareVisible` off while held holds the visible ones as well, without releasing the others (a
// release and a new hold would start and cancel every request once more).
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

function isInViewport(image: HTMLImageElement): boolean {
  const rect = image.getBoundingClientRect();
  return rect.bottom > 0 && rect.right > 0 && rect.top < window.innerHeight && rect.left < window.innerWidth;
}

/** Returns `holdNow`: holds every unfinished image at once (call it in the click that opens the player). */
export function useHoldImages(container: RefObject<HTMLElement | null>, isHeld: boolean, { spareVisible = false } = {}) {
  const held = useRef(new Map<HTMLImageElement, Sources>());

  const holdAll = useCallback((node: ParentNode, spare: boolean) => {
    for (const image of node.querySelectorAll('img')) holdImage(held.current, image, spare);
  }, []);

  // Layout effects: the hold is in place in the same task as the commit that opened the player.
  useLayoutEffect(() => {
    const root = container.current;
    if (!isHeld || !root) return;
    holdAll(root, spareVisible);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.target instanceof HTMLImageElement) holdImage(held.current, record.target, spareVisible);
        for (const node of record.addedNodes) {
          if (node instanceof HTMLImageElement) holdImage(held.current, node, spareVisible);
          else if (node instanceof Element) holdAll(node, spareVisible);
        }
      }
    });
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['src', 'srcset'] });
    return () => observer.disconnect();
  }, [container, isHeld, spareVisible, holdAll]);

  useLayoutEffect(() => {
    if (isHeld) return;
    for (const [image, { src, srcset }] of held.current) {
      if (image.hasAttribute('src') || image.hasAttribute('srcset')) continue;
      // srcset first: with src set first, the browser could start on the fallback picture.
      if (srcset !== null) image.setAttribute('srcset', srcset);
      if (src !== null) image.setAttribute('src', src);
    }
    held.current.clear();
  }, [isHeld]);

  return useCallback(() => {
    if (container.current) holdAll(container.current, false);
  }, [container, holdAll]);
}

interface Sources {
  src: string | null;
  srcset: string | null;
}

function holdImage(held: Map<HTMLImageElement, Sources>, image: HTMLImageElement, spareVisible: boolean) {
  const src = image.getAttribute('src');
  const srcset = image.getAttribute('srcset');
  if (src === null && srcset === null) return;
  // Chromium reports a lazy image it has not started yet as complete: only a decoded picture is done.
  if ((src?.startsWith('data:') && !srcset) || (image.complete && image.naturalWidth > 0) || held.has(image)) return;
  if (spareVisible && isInViewport(image)) return;
  held.set(image, { src, srcset });
  image.removeAttribute('srcset');
  image.removeAttribute('src');
}
