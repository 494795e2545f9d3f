import { describe, it, expect } from 'vitest';
import { maskPhone } from './mask-phone.ts';

describe('maskPhone', () => {
  it('shows the first 4 and last 4 digits of a 10-digit phone', () => {
    expect(maskPhone('9876543210')).toBe('9876****3210');
  });

  it('normalises formatted or prefixed input first', () => {
    expect(maskPhone('+91 98765 43210')).toBe('9876****3210');
    expect(maskPhone('919876543210')).toBe('9876****3210');
  });

  it('is stable on an already masked value', () => {
    expect(maskPhone('9876****3210')).toBe('9876****3210');
  });

  it('masks 8 digits with no overlap', () => {
    expect(maskPhone('12345678')).toBe('1234****5678');
  });

  it('masks short input entirely without throwing', () => {
    expect(maskPhone('1234567')).toBe('****');
    expect(maskPhone('12')).toBe('****');
  });

  it('returns an empty string for empty, non-digit or missing input', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('abc')).toBe('');
    expect(maskPhone(null)).toBe('');
    expect(maskPhone(undefined)).toBe('');
  });
});
