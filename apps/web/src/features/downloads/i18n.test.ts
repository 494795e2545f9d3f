import { describe, expect, it } from 'vitest';
import { DOWNLOAD_MESSAGES } from '@ott/contract';
import { downloadsStrings } from './i18n.ts';

describe('downloads strings', () => {
  it('has a Telugu string for every English one', () => {
    expect(Object.keys(downloadsStrings.te).sort()).toEqual(Object.keys(downloadsStrings.en).sort());
  });
  it('says what the server says when a plan has no downloads', () => {
    expect(downloadsStrings.en.notInPlan).toBe(DOWNLOAD_MESSAGES.notInPlan);
  });
});
