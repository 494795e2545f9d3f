// The welcome popup's body scroll lock (SPEC 4 'Popup'), with the 5 s watchdog (SPEC 9) that gives
// scrolling back if the lock outlives the popup (a lost cleanup, the browser closing the dialog).
import { SCROLL_LOCK_WATCHDOG_MS } from '@ott/contract';

/** The body's overflow before the popup locked it; null while not locked by the popup. */
let previousOverflow: string | null = null;

export const isScrollLocked = () => previousOverflow !== null;

export function lockScroll(): void {
  if (previousOverflow !== null) return;
  previousOverflow = document.body.style.overflow;
  document.body.style.overflow = 'hidden';
}

export function unlockScroll(): void {
  if (previousOverflow === null) return;
  document.body.style.overflow = previousOverflow;
  previousOverflow = null;
}

/** The popup's dialog is in the page and open. */
export const isPopupOnScreen = () => document.querySelector('dialog[data-welcome-popup][open]') !== null;

/** Every 5 s: a popup lock with no popup on screen is released. Returns the stop function. */
export function startScrollWatchdog(isPopupShown: () => boolean = isPopupOnScreen): () => void {
  const timer = window.setInterval(() => {
    if (!isPopupShown()) unlockScroll();
  }, SCROLL_LOCK_WATCHDOG_MS);
  return () => window.clearInterval(timer);
}
