import { describe, expect, it } from 'vitest';
import { classifyDrag, jumpDirection, swipeStep, wrapIndex } from './hero-gesture.ts';

describe('wrapIndex', () => {
  it('wraps past either end', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(12, 5)).toBe(2);
    expect(wrapIndex(3, 5)).toBe(3);
  });
  it('is 0 for an empty carousel', () => expect(wrapIndex(3, 0)).toBe(0));
});

describe('classifyDrag', () => {
  it('waits until the pointer has moved 20 px', () => {
    expect(classifyDrag(19, 0)).toBe('pending');
    expect(classifyDrag(-19, 5)).toBe('pending');
    expect(classifyDrag(0, 19)).toBe('pending');
  });
  it('starts a drag after 20 px across that is more across than down', () => {
    expect(classifyDrag(20, 0)).toBe('horizontal');
    expect(classifyDrag(-25, 10)).toBe('horizontal');
  });
  it('leaves mostly vertical movement to the page scroll', () => {
    expect(classifyDrag(21, 25)).toBe('vertical');
    expect(classifyDrag(0, -20)).toBe('vertical');
    expect(classifyDrag(20, 20)).toBe('vertical');
  });
});

describe('swipeStep', () => {
  const width = 1000;
  it('changes slide at 30 % of the width, however slow', () => {
    expect(swipeStep({ dx: -300, elapsedMs: 2000, width })).toBe(1);
    expect(swipeStep({ dx: 300, elapsedMs: 2000, width })).toBe(-1);
    expect(swipeStep({ dx: -299, elapsedMs: 2000, width })).toBe(0);
  });
  it('changes slide on a flick of more than 50 px in under 300 ms', () => {
    expect(swipeStep({ dx: -51, elapsedMs: 299, width })).toBe(1);
    expect(swipeStep({ dx: 51, elapsedMs: 100, width })).toBe(-1);
  });
  it('snaps back on a short or slow drag', () => {
    expect(swipeStep({ dx: -50, elapsedMs: 100, width })).toBe(0);
    expect(swipeStep({ dx: -120, elapsedMs: 300, width })).toBe(0);
    expect(swipeStep({ dx: 0, elapsedMs: 10, width })).toBe(0);
  });
  it('uses only the flick rule when the width is unknown', () => {
    expect(swipeStep({ dx: -40, elapsedMs: 2000, width: 0 })).toBe(0);
    expect(swipeStep({ dx: -60, elapsedMs: 100, width: 0 })).toBe(1);
  });
});

describe('jumpDirection', () => {
  it('goes the shorter way round', () => {
    expect(jumpDirection(0, 1, 5)).toBe(1);
    expect(jumpDirection(0, 4, 5)).toBe(-1);
    expect(jumpDirection(4, 0, 5)).toBe(1);
    expect(jumpDirection(3, 1, 5)).toBe(-1);
  });
  it('goes forward on a tie and stays for the same slide', () => {
    expect(jumpDirection(0, 2, 4)).toBe(1);
    expect(jumpDirection(2, 2, 4)).toBe(0);
    expect(jumpDirection(0, 0, 1)).toBe(0);
  });
});
