import { describe, expect, it } from 'vitest';
import { AdViewId } from '@ott/contract';
import { newAdViewId, toAdViewId } from './view-id.ts';

describe('ad view ids', () => {
  it('makes ids the contract accepts, a new one each time', () => {
    const a = newAdViewId();
    const b = newAdViewId();
    expect(AdViewId.safeParse(a).success).toBe(true);
    expect(a).not.toBe(b);
  });
  it('drops characters outside the AdViewId alphabet and caps the length', () => {
    expect(toAdViewId('ab{c}d e.f/g-h_1')).toBe('abcdefg-h_1');
    expect(toAdViewId('x'.repeat(80))).toHaveLength(64);
    expect(toAdViewId('a.b.c')).toBeNull();
  });
});
