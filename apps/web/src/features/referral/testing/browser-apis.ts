// Test-only: the clipboard and the native share sheet, which jsdom lacks.
import { vi } from 'vitest';

/** navigator.clipboard.writeText as a spy that succeeds (or rejects when `fails`). */
export function stubClipboard({ fails = false } = {}) {
  const writeText = vi.fn(async (_text: string) => {
    if (fails) throw new DOMException('Denied', 'NotAllowedError');
  });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

/** navigator.share as a spy; `outcome` decides how the sheet ends. */
export function stubShare(outcome: 'shared' | 'cancelled' | 'failed' = 'shared') {
  const share = vi.fn(async (_data: ShareData) => {
    if (outcome === 'cancelled') throw new DOMException('Share canceled', 'AbortError');
    if (outcome === 'failed') throw new DOMException('Not allowed', 'NotAllowedError');
  });
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  return share;
}

/** document.execCommand (jsdom has none) as a spy answering `copies`. */
export function stubExecCommand(copies: boolean) {
  const execCommand = vi.fn((_command: string) => copies);
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return execCommand;
}

/** Puts the navigator, the tab state and execCommand back as jsdom has them. */
export function restoreBrowserApis() {
  Reflect.deleteProperty(document, 'execCommand');
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(document, 'hidden');
}

/** Hides or shows the tab the way browsers tell the page (visibilitychange). */
export function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { value: hidden ? 'hidden' : 'visible', configurable: true });
  Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}
