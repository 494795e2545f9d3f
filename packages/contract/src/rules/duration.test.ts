import { describe, it, expect } from 'vitest';
import { formatHoursMinutes, formatMinutesSeconds, formatWatchPeriod } from './duration.ts';

describe('formatHoursMinutes', () => {
  it('formats hours and minutes', () => {
    expect(formatHoursMinutes(6300)).toBe('1h 45m');
    expect(formatHoursMinutes(2700)).toBe('45m');
    expect(formatHoursMinutes(7200)).toBe('2h');
    expect(formatHoursMinutes(9000 + 59)).toBe('2h 30m');
  });

  it('drops leftover seconds from a minute on', () => {
    expect(formatHoursMinutes(2759)).toBe('45m');
    expect(formatHoursMinutes(60)).toBe('1m');
    expect(formatHoursMinutes(119)).toBe('1m');
  });

  it('shows seconds under a minute instead of 0m (issue 12)', () => {
    expect(formatHoursMinutes(45)).toBe('45s');
    expect(formatHoursMinutes(30)).toBe('30s');
    expect(formatHoursMinutes(1)).toBe('1s');
    expect(formatHoursMinutes(59.9)).toBe('59s');
  });

  it('writes the units it is given', () => {
    const telugu = { hours: ' గం', minutes: ' ని', seconds: ' సె' };
    expect(formatHoursMinutes(45, telugu)).toBe('45 సె');
    expect(formatHoursMinutes(6300, telugu)).toBe('1 గం 45 ని');
    expect(formatHoursMinutes(7200, telugu)).toBe('2 గం');
  });

  it('accepts numeric strings', () => {
    expect(formatHoursMinutes('6300')).toBe('1h 45m');
  });

  it('gives an empty string for zero and invalid input', () => {
    expect(formatHoursMinutes(0)).toBe('');
    expect(formatHoursMinutes(-60)).toBe('');
    expect(formatHoursMinutes(Number.NaN)).toBe('');
    expect(formatHoursMinutes(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatHoursMinutes('abc')).toBe('');
    expect(formatHoursMinutes('')).toBe('');
    expect(formatHoursMinutes(null)).toBe('');
    expect(formatHoursMinutes(undefined)).toBe('');
  });
});

describe('formatMinutesSeconds', () => {
  it('formats minutes and zero-padded seconds', () => {
    expect(formatMinutesSeconds(307)).toBe('5:07');
    expect(formatMinutesSeconds(3900)).toBe('65:00');
    expect(formatMinutesSeconds(59)).toBe('0:59');
    expect(formatMinutesSeconds(0)).toBe('0:00');
    expect(formatMinutesSeconds(600)).toBe('10:00');
  });

  it('floors fractional seconds and accepts numeric strings', () => {
    expect(formatMinutesSeconds(307.9)).toBe('5:07');
    expect(formatMinutesSeconds('65')).toBe('1:05');
  });

  it('gives an empty string for invalid input', () => {
    expect(formatMinutesSeconds(-1)).toBe('');
    expect(formatMinutesSeconds(Number.NaN)).toBe('');
    expect(formatMinutesSeconds('x')).toBe('');
    expect(formatMinutesSeconds(null)).toBe('');
    expect(formatMinutesSeconds(undefined)).toBe('');
  });
});

describe('formatWatchPeriod', () => {
  it("says '1 day' for one day", () => {
    expect(formatWatchPeriod(1)).toBe('1 day');
  });

  it("says 'N days' otherwise", () => {
    expect(formatWatchPeriod(2)).toBe('2 days');
    expect(formatWatchPeriod(30)).toBe('30 days');
    expect(formatWatchPeriod(0)).toBe('0 days');
    expect(formatWatchPeriod('7')).toBe('7 days');
  });

  it('gives an empty string for invalid input', () => {
    expect(formatWatchPeriod(-1)).toBe('');
    expect(formatWatchPeriod(Number.NaN)).toBe('');
    expect(formatWatchPeriod(null)).toBe('');
    expect(formatWatchPeriod(undefined)).toBe('');
  });
});
