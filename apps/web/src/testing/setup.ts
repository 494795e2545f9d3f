// Web test set-up (vitest.config.ts setupFiles). Testing Library waits 1 s by default for findBy* and
// waitFor; a lazy chunk (a dialog, the player) transformed on first import under a busy 2-core CI
// machine can take longer, which failed live-premium.test.tsx with the screen simply not there yet.
// Five seconds of patience changes no assertion: what must appear still must appear.
//
// Most files share a worker's modules (vitest.config.ts 'web'): after each file the app's own
// modules are dropped (their singletons, such as a script loader's promise or the i18n language,
// start afresh in the next file) while React, the router and the other packages stay loaded, and
// the page's storage, cookies, toasts and document are emptied.
import { cleanup, configure } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

configure({ asyncUtilTimeout: 5000 });

// jsdom lists a media element's text tracks in a plain array; a browser's TextTrackList is also an
// event target ('change' when a track's mode changes), which the player's captions listen to.
const textTrackLists = new WeakMap<HTMLMediaElement, unknown[]>();
Object.defineProperty(HTMLMediaElement.prototype, 'textTracks', {
  configurable: true,
  get(this: HTMLMediaElement) {
    let list = textTrackLists.get(this);
    if (!list) {
      const events = new EventTarget();
      list = Object.assign([], {
        addEventListener: events.addEventListener.bind(events),
        removeEventListener: events.removeEventListener.bind(events),
        dispatchEvent: events.dispatchEvent.bind(events),
      });
      textTrackLists.set(this, list);
    }
    return list;
  },
});

afterAll(async () => {
  // sonner's queue lives in the package, which stays loaded. Imported here, not at the top: on
  // import it adds a <style> to the head, which paint-first.test.ts rightly does not expect. Files
  // that mock sonner (isolated ones) may give a toast without dismiss.
  const { toast } = (await import('sonner')) as { toast?: { dismiss?: () => void } };
  toast?.dismiss?.();
  cleanup();
  vi.resetModules();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('class');
});
