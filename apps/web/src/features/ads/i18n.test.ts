import { describe, expect, it } from 'vitest';
import { adsStrings } from './i18n.ts';

describe('ads strings', () => {
  it('has a Telugu string for every English one', () => {
    expect(Object.keys(adsStrings.te).sort()).toEqual(Object.keys(adsStrings.en).sort());
  });
  it('uses the spec default call to action (SPEC 3 Advertisement)', () => {
    expect(adsStrings.en.learnMore).toBe('Learn More');
  });
});
