import { describe, expect, it } from 'vitest';
import { searchStrings } from './i18n.ts';

describe('search strings', () => {
  it('has a Telugu string for every English one', () => {
    expect(Object.keys(searchStrings.te).sort()).toEqual(Object.keys(searchStrings.en).sort());
  });
  it('keeps the spec wording (SPEC 2.14, 8 Search)', () => {
    expect(searchStrings.en).toMatchObject({
      placeholder: 'Search Title, Movie or Cast',
      noResults: 'No results found',
      error: 'Error searching videos. Please try again.',
      retry: 'Retry',
      clearAll: 'Clear All',
    });
  });
});
