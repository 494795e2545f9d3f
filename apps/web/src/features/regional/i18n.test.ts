import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@ott/contract';
import { regionalStrings } from './i18n.ts';

describe('regional strings', () => {
  it('has a Telugu string for every English one', () => {
    expect(Object.keys(regionalStrings.te).sort()).toEqual(Object.keys(regionalStrings.en).sort());
  });

  it('keeps the spec wording (SPEC 2.13, 8 Regional)', () => {
    const { en } = regionalStrings;
    expect(`${en.noVideosTitle} - ${en.noVideosBody}`).toBe(MESSAGES.regionalNoVideos);
    expect(`${en.noDataTitle} - ${en.noDataBody}`).toBe(MESSAGES.regionalNoData);
    expect(en).toMatchObject({
      statesTitle: 'States',
      districtsTitle: '{{name}} Districts',
      constituenciesTitle: '{{name}} Constituencies',
      mandalsTitle: '{{name}} Mandals',
      villagesTitle: '{{name}} Villages',
      videosTitle: '{{name}} Videos',
      statesDataFailed: 'Failed to load states data',
      districtsDataFailed: 'Failed to load districts data',
      constituenciesDataFailed: 'Failed to load constituencies data',
      mandalsDataFailed: 'Failed to load mandals data',
      villagesDataFailed: 'Failed to load villages data',
      videosDataFailed: 'Failed to load videos data',
      selectionFailed: 'Error occurred while selecting',
    });
  });

  it('writes the dropdown screen failures in Telugu script (SPEC 8: shown in Telugu)', () => {
    const telugu = /[\u0C00-\u0C7F]/;
    for (const key of ['statesLoadFailed', 'districtsLoadFailed', 'videosLoadFailed'] as const) {
      expect(regionalStrings.te[key]).toMatch(telugu);
    }
  });
});
