import { describe, it, expect } from 'vitest';
import { formatViews } from './views.ts';

describe('formatViews', () => {
  it('shows plain numbers under 1000', () => {
    expect(formatViews(0)).toBe('0');
    expect(formatViews(7)).toBe('7');
    expect(formatViews(999)).toBe('999');
  });

  it('shows thousands with one decimal and no trailing .0', () => {
    expect(formatViews(1000)).toBe('1K');
    expect(formatViews(1500)).toBe('1.5K');
    expect(formatViews(1049)).toBe('1K');
    expect(formatViews(1050)).toBe('1.1K');
    expect(formatViews(12_345)).toBe('12.3K');
    expect(formatViews(999_949)).toBe('999.9K');
  });

  it('moves to millions when thousands round up to 1000', () => {
    expect(formatViews(999_950)).toBe('1M');
  });

  it('shows millions with one decimal and no trailing .0', () => {
    expect(formatViews(1_000_000)).toBe('1M');
    expect(formatViews(2_300_000)).toBe('2.3M');
    expect(formatViews(15_000_000)).toBe('15M');
  });

  it('accepts numeric strings and floors fractions', () => {
    expect(formatViews('1500')).toBe('1.5K');
    expect(formatViews(999.9)).toBe('999');
  });

  it("gives '0' for negative, missing or invalid input", () => {
    expect(formatViews(-5)).toBe('0');
    expect(formatViews(Number.NaN)).toBe('0');
    expect(formatViews('lots')).toBe('0');
    expect(formatViews('')).toBe('0');
    expect(formatViews(null)).toBe('0');
    expect(formatViews(undefined)).toBe('0');
  });
});
