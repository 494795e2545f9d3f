import { describe, it, expect } from 'vitest';
import { toTitleCase } from './title-case.ts';

describe('toTitleCase', () => {
  it('capitalises each word and lower-cases the rest of it', () => {
    expect(toTitleCase('hello world')).toBe('Hello World');
    expect(toTitleCase('HELLO WORLD')).toBe('Hello World');
    expect(toTitleCase('bAHUBALI')).toBe('Bahubali');
  });

  it('upper-cases HD, UHD, 4K, TV, II, III, IV and SPY', () => {
    expect(toTitleCase('hd uhd 4k tv ii iii iv spy')).toBe('HD UHD 4K TV II III IV SPY');
    expect(toTitleCase('baahubali ii in 4k')).toBe('Baahubali II in 4K');
    expect(toTitleCase('rocky iv')).toBe('Rocky IV');
    expect(toTitleCase('the spy who loved me')).toBe('The SPY Who Loved Me');
  });

  it('lower-cases small words except the first word', () => {
    expect(toTitleCase('the lord of the rings')).toBe('The Lord of the Rings');
    expect(toTitleCase('A TALE OF TWO CITIES')).toBe('A Tale of Two Cities');
    expect(toTitleCase('war and peace')).toBe('War and Peace');
    expect(toTitleCase('gone with the wind but not for long or by nor at on in to an a')).toBe(
      'Gone With the Wind but Not for Long or by nor at on in to an a',
    );
  });

  it('capitalises a small word when it is the first word, even after leading spaces', () => {
    expect(toTitleCase('of mice and men')).toBe('Of Mice and Men');
    expect(toTitleCase('  an evening')).toBe('  An Evening');
  });

  it('keeps whitespace and punctuation around words', () => {
    expect(toTitleCase('live  tv:  news (hd)')).toBe('Live  TV:  News (HD)');
    expect(toTitleCase('"the" end.')).toBe('"The" End.');
  });

  it('leaves non-Latin text and numbers untouched', () => {
    expect(toTitleCase('తెలుగు సినిమా 2024')).toBe('తెలుగు సినిమా 2024');
  });

  it('handles empty and missing input', () => {
    expect(toTitleCase('')).toBe('');
    expect(toTitleCase('   ')).toBe('   ');
    expect(toTitleCase(null)).toBe('');
    expect(toTitleCase(undefined)).toBe('');
    expect(toTitleCase('--')).toBe('--');
  });
});
