import { describe, expect, it } from 'vitest';
import { pickRandom } from './list-trending-videos.ts';

describe('trending pick (SPEC 9: 10 random of the last 30 days)', () => {
  it('picks the requested number of distinct items', () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    const picked = pickRandom(items, 10);
    expect(picked).toHaveLength(10);
    expect(new Set(picked).size).toBe(10);
    expect(picked.every((i) => items.includes(i))).toBe(true);
  });

  it('returns all items (shuffled) when there are fewer', () => {
    expect(pickRandom([1, 2, 3], 10).sort()).toEqual([1, 2, 3]);
  });

  it('follows the random source', () => {
    expect(pickRandom(['a', 'b', 'c', 'd'], 2, () => 0)).toEqual(['a', 'b']);
    expect(pickRandom(['a', 'b', 'c', 'd'], 2, () => 0.99)).toEqual(['d', 'c']);
  });
});
