import { describe, expect, it } from 'vitest';
import { playerStrings } from './i18n.ts';

describe('player strings', () => {
  it('has a Telugu string for every English one', () => {
    expect(Object.keys(playerStrings.te).sort()).toEqual(Object.keys(playerStrings.en).sort());
  });
  it('keeps the spec wording of the playback error (SPEC 8)', () => {
    expect(playerStrings.en.videoUnavailable).toBe('Sorry, the video is not available at the moment. Please try again later.');
  });
});
