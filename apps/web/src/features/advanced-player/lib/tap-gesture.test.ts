import { describe, expect, it } from 'vitest';
import { createTapTracker } from './tap-gesture.ts';

describe('tap tracker', () => {
  it('calls two taps within 300 ms a double tap', () => {
    const taps = createTapTracker();
    expect(taps.tap(1000)).toBe('single');
    expect(taps.tap(1300)).toBe('double');
  });

  it('calls taps further apart single taps', () => {
    const taps = createTapTracker();
    expect(taps.tap(1000)).toBe('single');
    expect(taps.tap(1301)).toBe('single');
    expect(taps.tap(1700)).toBe('single');
  });

  it('starts over after a double tap', () => {
    const taps = createTapTracker();
    taps.tap(0);
    expect(taps.tap(100)).toBe('double');
    expect(taps.tap(200)).toBe('single');
    expect(taps.tap(250)).toBe('double');
  });
});
