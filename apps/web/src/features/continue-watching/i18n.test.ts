import { describe, expect, it } from 'vitest';
import { continueWatchingStrings } from './i18n.ts';

describe('continue watching strings', () => {
  it('has a Telugu string for every English one', () => {
    expect(Object.keys(continueWatchingStrings.te).sort()).toEqual(Object.keys(continueWatchingStrings.en).sort());
  });
});
