import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@ott/contract';
import { watchlistStrings } from './i18n.ts';

describe('watchlist strings', () => {
  it('has a Telugu string for every English one', () => {
    expect(Object.keys(watchlistStrings.te).sort()).toEqual(Object.keys(watchlistStrings.en).sort());
  });
  it('keeps the spec wording (SPEC 2.20, 8 Watchlist)', () => {
    expect(watchlistStrings.en).toMatchObject({
      title: 'My Watchlist',
      empty: 'Your watchlist is empty',
      browse: 'Browse Videos',
      watchNow: 'Watch Now',
      remove: 'Remove',
      loadFailed: MESSAGES.watchlistLoadFailed,
      removeFailed: MESSAGES.watchlistRemoveFailed,
      removed: MESSAGES.watchlistRemoved,
    });
  });
});
