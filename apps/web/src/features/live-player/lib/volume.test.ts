import { describe, expect, it } from 'vitest';
import { parseSavedVolume, snapVolume, stepVolume, toElementVolume } from './volume.ts';

describe('live player volume (SPEC 9: 0-100, step 5)', () => {
  it('steps by 5 and stays within 0-100', () => {
    expect(stepVolume(50, 1)).toBe(55);
    expect(stepVolume(50, -1)).toBe(45);
    expect(stepVolume(100, 1)).toBe(100);
    expect(stepVolume(0, -1)).toBe(0);
    expect(stepVolume(97, 1)).toBe(100);
    expect(stepVolume(3, -1)).toBe(0);
  });

  it('snaps to the step and reads the saved value, defaulting to full volume', () => {
    expect(snapVolume(42)).toBe(40);
    expect(snapVolume(43)).toBe(45);
    expect(snapVolume(-10)).toBe(0);
    expect(snapVolume(250)).toBe(100);
    expect(parseSavedVolume('35')).toBe(35);
    expect(parseSavedVolume('0')).toBe(0);
    expect(parseSavedVolume(null)).toBe(100);
    expect(parseSavedVolume('loud')).toBe(100);
    expect(toElementVolume(35)).toBeCloseTo(0.35);
  });
});
