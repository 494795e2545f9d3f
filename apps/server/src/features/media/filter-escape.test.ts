import { describe, expect, it } from 'vitest';
import { escapeFilterValue, filterOptions } from './filter-escape.ts';

describe('escapeFilterValue', () => {
  it('leaves plain text alone', () => {
    expect(escapeFilterValue('Godavari Sunrise')).toBe('Godavari Sunrise');
  });

  it('escapes for the option parser and then the graph parser', () => {
    // Option level: ' -> \'  : -> \:  \ -> \\ ; graph level then escapes those backslashes and quotes again.
    expect(escapeFilterValue("Rock 'n': [Live], 1;2\\x")).toBe("Rock \\\\\\'n\\\\\\'\\\\: \\[Live\\]\\, 1\\;2\\\\\\\\x");
  });
});

describe('filterOptions', () => {
  it('joins escaped values and skips undefined ones', () => {
    expect(filterOptions({ fontfile: undefined, text: 'a:b', fontsize: 40 })).toBe('text=a\\\\:b:fontsize=40');
  });
});
