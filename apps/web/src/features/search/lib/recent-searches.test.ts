import { afterEach, describe, expect, it } from 'vitest';
import { addRecentSearch, readRecentSearches, recentSearchesShown, writeRecentSearches } from './recent-searches.ts';

describe('recent searches (SPEC 5, 9)', () => {
  afterEach(() => localStorage.clear());

  it('puts the newest first and keeps 10', () => {
    let list: string[] = [];
    for (let i = 1; i <= 12; i += 1) list = addRecentSearch(list, `query ${i}`);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('query 12');
    expect(list.at(-1)).toBe('query 3');
  });

  it('ignores blanks and trims', () => {
    expect(addRecentSearch(['a'], '   ')).toEqual(['a']);
    expect(addRecentSearch([], '  prema  ')).toEqual(['prema']);
  });

  it('dedupes (ignoring case) by moving the search to the front', () => {
    expect(addRecentSearch(['prema', 'godavari', 'news'], 'Godavari')).toEqual(['Godavari', 'prema', 'news']);
  });

  it('shows 3 on narrow screens and 7 otherwise', () => {
    expect(recentSearchesShown(true)).toBe(3);
    expect(recentSearchesShown(false)).toBe(7);
  });

  it("stores the list under 'recentSearches' and reads back a cleaned list", () => {
    writeRecentSearches(['b', 'a']);
    expect(localStorage.getItem('recentSearches')).toBe('["b","a"]');
    localStorage.setItem('recentSearches', JSON.stringify(['x', ' ', 5, 'X', ...Array.from({ length: 12 }, (_, i) => `q${i}`)]));
    expect(readRecentSearches()).toEqual(['x', 'q0', 'q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8']);
    localStorage.setItem('recentSearches', '{not json');
    expect(readRecentSearches()).toEqual([]);
    writeRecentSearches([]);
    expect(localStorage.getItem('recentSearches')).toBeNull();
  });
});
