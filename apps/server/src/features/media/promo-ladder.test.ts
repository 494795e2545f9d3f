import { describe, expect, it } from 'vitest';
import { planPromoRenditions } from './promo-ladder.ts';

describe('planPromoRenditions', () => {
  it('gives a full-HD or 4K source a 720p and a low-rate 360p rung, never more', () => {
    for (const source of [{ width: 1920, height: 1080 }, { width: 3840, height: 2160 }]) {
      expect(planPromoRenditions(source)).toEqual([
        { height: 720, maxWidth: 1280, videoBitrateKbps: 1600 },
        { height: 360, maxWidth: 640, videoBitrateKbps: 450 },
      ]);
    }
  });

  it('never goes above a small source', () => {
    const rungs = planPromoRenditions({ width: 640, height: 360 });
    expect(rungs.map((r) => r.height)).toEqual([360, 180]);
    expect(Math.max(...rungs.map((r) => r.videoBitrateKbps))).toBeLessThanOrEqual(450);
  });
});
