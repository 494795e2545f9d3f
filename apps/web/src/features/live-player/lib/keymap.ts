// SPEC 2.22 keys of the Live TV player as a pure mapping: space or k play/pause, f fullscreen,
// m mute, c captions, right/left seek 10 s (direct only), up/down volume by 5, Escape closes the
// quality menu, else exits fullscreen, else closes the player.
export type LiveKeyAction =
  | { type: 'togglePlay' }
  | { type: 'toggleFullscreen' }
  | { type: 'toggleMute' }
  | { type: 'toggleCaptions' }
  | { type: 'seek'; direction: 1 | -1 }
  | { type: 'volume'; direction: 1 | -1 }
  | { type: 'closeQualityMenu' }
  | { type: 'exitFullscreen' }
  | { type: 'close' };

/** What kind of element has focus: its own keys win over the shortcuts. */
export type KeyTarget = 'text' | 'range' | 'button' | 'other';

export interface KeyContext {
  isDirect: boolean;
  isFullscreen: boolean;
  isQualityMenuOpen: boolean;
  target: KeyTarget;
  hasModifier: boolean;
}

const NATIVE_KEYS: Record<KeyTarget, readonly string[]> = {
  text: [],
  range: ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'],
  button: [' ', 'Enter'],
  other: [],
};

export function actionForKey(key: string, ctx: KeyContext): LiveKeyAction | null {
  if (key === 'Escape') {
    if (ctx.isQualityMenuOpen) return { type: 'closeQualityMenu' };
    return ctx.isFullscreen ? { type: 'exitFullscreen' } : { type: 'close' };
  }
  if (ctx.hasModifier || ctx.target === 'text' || NATIVE_KEYS[ctx.target].includes(key)) return null;
  switch (key.length === 1 ? key.toLowerCase() : key) {
    case ' ':
    case 'k':
      return { type: 'togglePlay' };
    case 'f':
      return { type: 'toggleFullscreen' };
    case 'm':
      return { type: 'toggleMute' };
    case 'c':
      return { type: 'toggleCaptions' };
    case 'ArrowRight':
      return ctx.isDirect ? { type: 'seek', direction: 1 } : null;
    case 'ArrowLeft':
      return ctx.isDirect ? { type: 'seek', direction: -1 } : null;
    case 'ArrowUp':
      return { type: 'volume', direction: 1 };
    case 'ArrowDown':
      return { type: 'volume', direction: -1 };
    default:
      return null;
  }
}

/** Classifies the focused element for `actionForKey`. */
export function keyTargetOf(element: EventTarget | null): KeyTarget {
  if (!(element instanceof HTMLElement)) return 'other';
  if (element.isContentEditable || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return 'text';
  if (element instanceof HTMLInputElement) return element.type === 'range' ? 'range' : element.type === 'checkbox' || element.type === 'button' ? 'button' : 'text';
  return element instanceof HTMLButtonElement || element.getAttribute('role')?.startsWith('menuitem') ? 'button' : 'other';
}
