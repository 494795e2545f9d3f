import { describe, expect, it } from 'vitest';
import { layoutTitle, needsComplexShaping, type TextBlock } from './artwork-text.ts';

const POSTER: TextBlock = { x: 0, align: 'center', maxWidth: 424, bottom: 648, maxFontSize: 84, maxLines: 3, subtitleSize: 19 };
const FONT = { file: undefined, widthFactor: 1, subtitleFile: undefined, canTrackSubtitle: false };

describe('layoutTitle', () => {
  it('sets a short title on one line at the largest size', () => {
    expect(layoutTitle('Chai', POSTER, FONT)).toEqual({ lines: ['CHAI'], fontSize: 84 });
  });

  it('wraps a long title onto balanced lines that fit the width', () => {
    const { lines, fontSize } = layoutTitle('Hyderabad Metro Phase 2 Explained', POSTER, FONT);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.join(' ')).toBe('HYDERABAD METRO PHASE 2 EXPLAINED');
    // Roughly 0.56 em per capital: every line stays inside the box.
    for (const line of lines) expect(line.length * 0.56 * fontSize).toBeLessThanOrEqual(POSTER.maxWidth * 1.02);
    expect(fontSize).toBeGreaterThan(40);
  });

  it('shrinks type for a wider font', () => {
    const narrow = layoutTitle('Godavari Sunrise Forever', POSTER, FONT).fontSize;
    expect(layoutTitle('Godavari Sunrise Forever', POSTER, { ...FONT, widthFactor: 1.35 }).fontSize).toBeLessThan(narrow);
  });
});

describe('needsComplexShaping', () => {
  it('flags Telugu script and leaves Latin titles alone', () => {
    expect(needsComplexShaping('అమ్మ చేతి వంట')).toBe(true);
    expect(needsComplexShaping('Amma Chethi Vanta')).toBe(false);
  });
});
