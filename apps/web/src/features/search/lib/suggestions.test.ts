import { describe, expect, it } from 'vitest';
import { buildSuggestions } from './suggestions.ts';

describe('search suggestions', () => {
  const results = [
    { id: 1, title: 'Godavari Sunrise' },
    { id: 2, title: 'Godavari Sunrise' },
    { id: 3, title: 'Godavari Floods' },
  ];

  it('offers matching recent searches first, then distinct result titles', () => {
    const suggestions = buildSuggestions('goda', ['godavari nights', 'news', 'goda'], results);
    expect(suggestions.map((s) => [s.kind, s.label])).toEqual([
      ['recent', 'godavari nights'],
      ['title', 'Godavari Sunrise'],
      ['title', 'Godavari Floods'],
    ]);
    expect(suggestions[1]).toMatchObject({ videoId: 1 });
  });

  it('offers nothing for blank text and at most six', () => {
    expect(buildSuggestions('  ', ['a'], results)).toEqual([]);
    const many = Array.from({ length: 10 }, (_, i) => ({ id: i, title: `Title ${i}` }));
    expect(buildSuggestions('title', [], many)).toHaveLength(6);
  });
});
