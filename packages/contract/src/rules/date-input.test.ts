import { describe, it, expect } from 'vitest';
import { daysToMs, parseDateInput } from './date-input.ts';

describe('parseDateInput', () => {
  it('parses ISO strings, epoch milliseconds and Date objects', () => {
    const iso = '2024-01-05T10:00:00.000Z';
    const ms = Date.parse(iso);
    expect(parseDateInput(iso)?.getTime()).toBe(ms);
    expect(parseDateInput(ms)?.getTime()).toBe(ms);
    expect(parseDateInput(new Date(ms))?.getTime()).toBe(ms);
  });

  it('returns a copy of a Date', () => {
    const original = new Date(0);
    expect(parseDateInput(original)).not.toBe(original);
  });

  it('returns null for missing, empty and invalid input', () => {
    expect(parseDateInput(null)).toBeNull();
    expect(parseDateInput(undefined)).toBeNull();
    expect(parseDateInput('')).toBeNull();
    expect(parseDateInput('   ')).toBeNull();
    expect(parseDateInput('not a date')).toBeNull();
    expect(parseDateInput(Number.NaN)).toBeNull();
    expect(parseDateInput(new Date('nope'))).toBeNull();
  });
});

describe('daysToMs', () => {
  it('converts days to milliseconds', () => {
    expect(daysToMs(1)).toBe(86_400_000);
    expect(daysToMs(7)).toBe(604_800_000);
  });
});
