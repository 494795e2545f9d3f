// Home rows below the fold are mounted after the first paint (issue 13.3): one at a time, each in
// its own idle period after the page's load event, so React's first render is the hero and the
// rows a viewer sees, and the rest never lands as one long task. A row nearing the viewport is
// mounted at once by its own observer (see DeferredSection); this queue only makes sure every row
// is there soon after load, for Tab order, screen readers and find-in-page.

export interface RevealQueue {
  /** How many rows (in page order) may be mounted. */
  revealed(): number;
  subscribe(listener: () => void): () => void;
  /** Starts revealing `total` rows; returns a stop function. */
  start(total: number): () => void;
}

const IDLE_TIMEOUT_MS = 1000;

export function createRevealQueue(): RevealQueue {
  let count = 0;
  const listeners = new Set<() => void>();
  return {
    revealed: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(total) {
      let stopped = false;
      let idle: number | undefined;
      let timer: number | undefined;
      const later = (fn: () => void) => {
        if (typeof window.requestIdleCallback === 'function')
          idle = window.requestIdleCallback(fn, { timeout: IDLE_TIMEOUT_MS });
        else timer = window.setTimeout(fn, 1);
      };
      const step = () => {
        if (stopped || count >= total) return;
        count += 1;
        for (const listener of listeners) listener();
        // The next row waits for the next idle period, after React has rendered this one.
        later(step);
      };
      // A link to a row (#live-channels) needs every row at once.
      const begin = () =>
        window.location.hash ? ((count = total), listeners.forEach((l) => l())) : later(step);
      if (document.readyState === 'complete') begin();
      else window.addEventListener('load', begin, { once: true });
      return () => {
        stopped = true;
        window.removeEventListener('load', begin);
        if (idle !== undefined) window.cancelIdleCallback(idle);
        window.clearTimeout(timer);
      };
    },
  };
}
