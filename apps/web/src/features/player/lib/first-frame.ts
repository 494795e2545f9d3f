// Startup metric: time from the viewer's "play" click to the first rendered video frame. The E2E
// suite reads it from `window.__ottFirstFrameMs` and the video's `data-first-frame-ms`.

declare global {
  interface Window {
    __ottFirstFrameMs?: number;
  }
}

let requestedAt: number | null = null;

/** Call in the click handler that asks for playback, before any chunk or manifest is fetched. */
export function markPlaybackRequested(): void {
  requestedAt = performance.now();
}

/** The pending click time (or `fallback`), consumed so the next playback is timed afresh. */
export function takePlaybackRequestedAt(fallback: number): number {
  const start = requestedAt ?? fallback;
  requestedAt = null;
  return start;
}

export function recordFirstFrame(video: HTMLVideoElement, startedAt: number, renderedAt: number): number {
  const elapsed = Math.max(0, Math.round(renderedAt - startedAt));
  window.__ottFirstFrameMs = elapsed;
  video.dataset.firstFrameMs = String(elapsed);
  return elapsed;
}
