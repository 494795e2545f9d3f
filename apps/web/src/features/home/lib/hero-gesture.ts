// Pure gesture and index maths of the hero carousel (SPEC 4 'Hero carousel', SPEC 9 'Hero'): when a
// pointer drag becomes a horizontal swipe, whether a released swipe changes slide, and wrap-around.
import { HERO_DRAG_START_PX, HERO_FLICK_MAX_MS, HERO_FLICK_MIN_PX, HERO_SWIPE_THRESHOLD_RATIO } from '@ott/contract';

/** `index` wrapped into 0..count-1 (slides wrap both ways). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * What a pointer that moved (dx, dy) from where it went down is doing: still undecided, a
 * horizontal drag of the slides (20 px across and more across than down), or a vertical page
 * scroll that the carousel leaves alone.
 */
export type DragAxis = 'pending' | 'horizontal' | 'vertical';

export function classifyDrag(dx: number, dy: number): DragAxis {
  const across = Math.abs(dx);
  const down = Math.abs(dy);
  if (across >= HERO_DRAG_START_PX && across > down) return 'horizontal';
  if (down >= HERO_DRAG_START_PX && down >= across) return 'vertical';
  return 'pending';
}

export interface SwipeRelease {
  /** Horizontal distance from the press, in px; negative is a swipe to the left. */
  dx: number;
  /** Time from the press to the release, in ms. */
  elapsedMs: number;
  /** Width of the carousel, in px. */
  width: number;
}

/**
 * The slide step a released swipe makes: +1 (left swipe, next slide), -1 (right swipe, previous
 * slide) or 0 (snap back). It changes slide when it covered 30 % of the width, or was a flick of
 * more than 50 px in under 300 ms.
 */
export function swipeStep({ dx, elapsedMs, width }: SwipeRelease): -1 | 0 | 1 {
  const distance = Math.abs(dx);
  const farEnough = width > 0 && distance >= width * HERO_SWIPE_THRESHOLD_RATIO;
  const flick = distance > HERO_FLICK_MIN_PX && elapsedMs < HERO_FLICK_MAX_MS;
  if (!farEnough && !flick) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * The direction a jump from `from` to `to` animates in: the shorter way round the wrapping ring
 * (ties go forward), so thumbnail and dot jumps slide the same way a swipe would.
 */
export function jumpDirection(from: number, to: number, count: number): -1 | 0 | 1 {
  if (from === to || count <= 1) return 0;
  const forward = wrapIndex(to - from, count);
  return forward <= count - forward ? 1 : -1;
}
