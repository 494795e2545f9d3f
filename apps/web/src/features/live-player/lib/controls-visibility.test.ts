import { describe, expect, it } from 'vitest';
import { hideDelay } from './controls-visibility.ts';
import { percentOf, rangeOf, timeAtPointer } from './seek-range.ts';

const playing = { isLocked: false, isPaused: false, isMenuOpen: false };

describe('live controls hiding (SPEC 4, 9)', () => {
  it('hides 3 s after movement and 1 s after the mouse leaves', () => {
    expect(hideDelay('move', playing)).toBe(3000);
    expect(hideDelay('leave', playing)).toBe(1000);
  });
  it('never hides while locked, paused or with the quality menu open', () => {
    expect(hideDelay('move', { ...playing, isLocked: true })).toBeNull();
    expect(hideDelay('leave', { ...playing, isLocked: true })).toBeNull();
    expect(hideDelay('move', { ...playing, isPaused: true })).toBeNull();
    expect(hideDelay('leave', { ...playing, isMenuOpen: true })).toBeNull();
  });
});

describe('progress bar maths', () => {
  it('spans the duration, or the live seekable window', () => {
    expect(rangeOf(120, null)).toEqual({ start: 0, end: 120 });
    expect(rangeOf(Number.POSITIVE_INFINITY, { start: 40, end: 70 })).toEqual({ start: 40, end: 70 });
    expect(rangeOf(Number.NaN, null)).toBeNull();
  });
  it('gives the time under the pointer, clamped, and the played percentage', () => {
    const range = { start: 40, end: 70 };
    expect(timeAtPointer(150, 100, 200, range)).toBe(47.5);
    expect(timeAtPointer(50, 100, 200, range)).toBe(40);
    expect(timeAtPointer(999, 100, 200, range)).toBe(70);
    expect(percentOf(55, range)).toBe(50);
    expect(percentOf(10, { start: 0, end: 0 })).toBe(0);
  });
});
