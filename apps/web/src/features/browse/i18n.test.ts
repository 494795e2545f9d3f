import { describe, expect, it } from 'vitest';
import { browseStrings } from './i18n.ts';

describe('browse strings', () => {
  it('has a Telugu string for every English one', () => {
    expect(Object.keys(browseStrings.te).sort()).toEqual(Object.keys(browseStrings.en).sort());
  });
  it('keeps the spec wording (SPEC 2.19, 8 Playback)', () => {
    expect(browseStrings.en).toMatchObject({ loadMore: 'Load More', comingSoon: 'Coming Soon', categoryUnavailable: 'Category information not available' });
  });
});
