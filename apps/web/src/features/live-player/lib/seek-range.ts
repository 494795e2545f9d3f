// The direct stream's progress bar: the range it spans (the seekable window of a live stream,
// else 0..duration) and the time under the pointer for the hover preview.
export interface TimeRange {
  start: number;
  end: number;
}

export function rangeOf(duration: number, seekable: TimeRange | null): TimeRange | null {
  if (Number.isFinite(duration) && duration > 0) return { start: 0, end: duration };
  if (seekable && seekable.end > seekable.start) return seekable;
  return null;
}

/** The time at `clientX` over a bar spanning `left`..`left + width`, clamped to the range. */
export function timeAtPointer(clientX: number, left: number, width: number, range: TimeRange): number {
  if (width <= 0) return range.start;
  const fraction = Math.min(1, Math.max(0, (clientX - left) / width));
  return range.start + fraction * (range.end - range.start);
}

/** 0-100 position of `time` within the range. */
export function percentOf(time: number, range: TimeRange): number {
  const span = range.end - range.start;
  return span <= 0 ? 0 : Math.min(100, Math.max(0, ((time - range.start) / span) * 100));
}
