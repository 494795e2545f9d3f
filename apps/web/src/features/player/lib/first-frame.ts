// Startup metric: time from the viewer's "play" click to the first rendered video frame. The E2E
// suite reads it from `window.__ottFirstFrameMs`, the video's `data-first-frame-ms` and the
// `performance.measure` named FIRST_FRAME_MEASURE (visible in DevTools' performance panel too).

declare global {
  interface Window {
    __ottFirstFrameMs?: number;
  }
}

let requestedAt: number | null = null;

/** The User Timing measure of each playback's click → first frame, with `detail.source`. */
export const FIRST_FRAME_MEASURE = 'ott:click-to-first-frame';

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

export function recordFirstFrame(video: HTMLVideoElement, startedAt: number, renderedAt: number, source?: string): number {
  const elapsed = Math.max(0, Math.round(renderedAt - startedAt));
  try {
    performance.measure(FIRST_FRAME_MEASURE, { start: startedAt, end: Math.max(startedAt, renderedAt), detail: { source: source ?? null } });
  } catch {
    // User Timing Level 3 is missing (old browsers): the attribute and window value still tell.
  }
  window.__ottFirstFrameMs = elapsed;
  video.dataset.firstFrameMs = String(elapsed);
  return elapsed;
}
