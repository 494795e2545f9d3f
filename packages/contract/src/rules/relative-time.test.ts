import { describe, it, expect } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const now = new Date('2024-03-10T12:00:00.000Z');
const ago = (ms: number): Date => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it("says 'just now' under 60 seconds", () => {
    expect(formatRelativeTime(now, now)).toBe('just now');
    expect(formatRelativeTime(ago(59 * SECOND), now)).toBe('just now');
  });

  it("says 'just now' for a date slightly in the future", () => {
    expect(formatRelativeTime(ago(-5 * MINUTE), now)).toBe('just now');
  });

  it('gives minutes from 60 seconds', () => {
    expect(formatRelativeTime(ago(60 * SECOND), now)).toBe('1m ago');
    expect(formatRelativeTime(ago(59 * MINUTE + 59 * SECOND), now)).toBe('59m ago');
  });

  it('gives hours from 60 minutes', () => {
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1h ago');
    expect(formatRelativeTime(ago(23 * HOUR + 59 * MINUTE), now)).toBe('23h ago');
  });

  it('gives days from 24 hours up to 7 days', () => {
    expect(formatRelativeTime(ago(DAY), now)).toBe('1d ago');
    expect(formatRelativeTime(ago(6 * DAY + 23 * HOUR), now)).toBe('6d ago');
  });

  it('gives an en-IN date from 7 days', () => {
    const old = ago(7 * DAY);
    expect(formatRelativeTime(old, now)).toBe(
      old.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }),
    );
    expect(formatRelativeTime('2024-01-05T12:00:00.000Z', now)).toMatch(/^\d{1,2} Jan 2024$/);
  });

  it('accepts strings and epoch milliseconds for both arguments', () => {
    expect(formatRelativeTime(ago(5 * MINUTE).toISOString(), now.toISOString())).toBe('5m ago');
    expect(formatRelativeTime(ago(2 * HOUR).getTime(), now.getTime())).toBe('2h ago');
  });

  it('defaults now to the current time', () => {
    expect(formatRelativeTime(new Date())).toBe('just now');
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatRelativeTime(null, now)).toBe('');
    expect(formatRelativeTime(undefined, now)).toBe('');
    expect(formatRelativeTime('', now)).toBe('');
    expect(formatRelativeTime('garbage', now)).toBe('');
    expect(formatRelativeTime(now, 'garbage')).toBe('');
  });
});
