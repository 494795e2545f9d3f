import { describe, expect, it } from 'vitest';
import { planRenditions } from './rendition-ladder.ts';

const heights = (source: { width: number; height: number }, wanted?: readonly number[]) =>
  planRenditions(source, wanted).map((plan) => plan.height);

describe('planRenditions', () => {
  it('uses every standard rung a full HD source reaches', () => {
    expect(heights({ width: 1920, height: 1080 })).toEqual([1080, 720, 480, 360]);
  });

  it('never plans a rung above a 720p source', () => {
    expect(heights({ width: 1280, height: 720 })).toEqual([720, 480, 360]);
  });

  it('keeps the 1080p rung for a scope film that is full width but short', () => {
    expect(heights({ width: 1920, height: 800 })).toEqual([1080, 720, 480, 360]);
  });

  it('honours a trimmed wish list', () => {
    expect(heights({ width: 1280, height: 720 }, [360, 720])).toEqual([720, 360]);
  });

  it('always offers two renditions, halving a small source', () => {
    expect(planRenditions({ width: 640, height: 360 })).toEqual([
      { height: 360, maxWidth: 640, videoBitrateKbps: 800 },
      { height: 180, maxWidth: 320, videoBitrateKbps: 350 },
    ]);
    expect(heights({ width: 320, height: 240 })).toEqual([240, 120]);
  });
});
