import { describe, expect, it } from 'vitest';
import { mergeQualities } from './stable-qualities.ts';

describe('mergeQualities', () => {
  it('keeps a height the engine stopped listing, highest first', () => {
    expect(mergeQualities([720, 360], [{ height: 360, active: true }])).toEqual([
      { height: 720, active: false },
      { height: 360, active: true },
    ]);
  });

  it('adds new heights and follows the active one', () => {
    expect(mergeQualities([360], [{ height: 1080, active: true }, { height: 360, active: false }])).toEqual([
      { height: 1080, active: true },
      { height: 360, active: false },
    ]);
  });

  it('is empty before anything loaded', () => {
    expect(mergeQualities([], [])).toEqual([]);
  });
});
