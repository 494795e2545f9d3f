import { describe, it, expect } from 'vitest';
import { getInitials } from './initials.ts';

describe('getInitials', () => {
  it('takes the first letters of first and last name, upper-cased', () => {
    expect(getInitials({ first_name: 'ravi', last_name: 'teja', phone: '9876543210' })).toBe('RT');
    expect(getInitials({ first_name: ' Anil ', last_name: ' Kumar ' })).toBe('AK');
  });

  it('uses the one name given', () => {
    expect(getInitials({ first_name: 'Ravi', last_name: '', phone: '9876543210' })).toBe('R');
    expect(getInitials({ first_name: null, last_name: 'Teja' })).toBe('T');
  });

  it('handles non-Latin names', () => {
    expect(getInitials({ first_name: 'రవి', last_name: 'తేజ' })).toBe('రత');
  });

  it('falls back to the first two phone digits', () => {
    expect(getInitials({ first_name: '', last_name: '  ', phone: '9876543210' })).toBe('98');
    expect(getInitials({ phone: '+91 98765 43210' })).toBe('91');
    expect(getInitials({ first_name: null, last_name: null, phone: '7' })).toBe('7');
  });

  it('returns an empty string when nothing is known', () => {
    expect(getInitials({})).toBe('');
    expect(getInitials({ phone: null })).toBe('');
    expect(getInitials(null)).toBe('');
    expect(getInitials(undefined)).toBe('');
  });
});
