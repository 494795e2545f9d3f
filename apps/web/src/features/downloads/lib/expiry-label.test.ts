import { describe, expect, it } from 'vitest';
import { expiryLabel, showsFirstPlayRule } from './expiry-label.ts';
import { formatSize } from './format-size.ts';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 11, 1);

describe('expiryLabel', () => {
  it('counts days while two or more are left, then hours, then expired', () => {
    expect(expiryLabel(now + 30 * 24 * HOUR - 1000, now)).toEqual({ key: 'expiresInDays', count: 29 });
    expect(expiryLabel(now + 48 * HOUR, now)).toEqual({ key: 'expiresInDays', count: 2 });
    expect(expiryLabel(now + 47 * HOUR + 1, now)).toEqual({ key: 'expiresInHours', count: 48 });
    expect(expiryLabel(now + 1, now)).toEqual({ key: 'expiresInHours', count: 1 });
    expect(expiryLabel(now, now)).toEqual({ key: 'expired' });
  });

  it('mentions the first-play rule only before a first play and while it would shorten the life', () => {
    expect(showsFirstPlayRule(now + 30 * 24 * HOUR, null, now)).toBe(true);
    expect(showsFirstPlayRule(now + 30 * 24 * HOUR, now - HOUR, now)).toBe(false);
    expect(showsFirstPlayRule(now + 24 * HOUR, null, now)).toBe(false);
  });
});

describe('formatSize', () => {
  it('reads like storage is sold', () => {
    expect(formatSize(45_300_000)).toBe('45 MB');
    expect(formatSize(1_234_000_000)).toBe('1.2 GB');
    expect(formatSize(0)).toBe('0 B');
  });
});
