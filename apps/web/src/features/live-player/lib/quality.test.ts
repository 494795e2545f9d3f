import { describe, expect, it } from 'vitest';
import { nearestLabelHeight, qualityOptions, selectedLabel } from './quality.ts';

describe('live quality menu (SPEC 9: Auto, 1080p, 720p, 480p, 360p)', () => {
  it('maps every label to the exact rendition when the stream has it', () => {
    expect(qualityOptions([1080, 720, 480, 360])).toEqual([
      { label: 'Auto', value: 'auto' },
      { label: '1080p', value: 1080 },
      { label: '720p', value: 720 },
      { label: '480p', value: 480 },
      { label: '360p', value: 360 },
    ]);
  });

  it('maps other heights to the nearest label and disables labels with no rendition', () => {
    expect(qualityOptions([720, 540, 240])).toEqual([
      { label: 'Auto', value: 'auto' },
      { label: '1080p', value: null },
      { label: '720p', value: 720 },
      { label: '480p', value: 540 },
      { label: '360p', value: 240 },
    ]);
    expect(qualityOptions([])).toEqual([
      { label: 'Auto', value: 'auto' },
      { label: '1080p', value: null },
      { label: '720p', value: null },
      { label: '480p', value: null },
      { label: '360p', value: null },
    ]);
    // Two renditions nearest to one label: the closer one wins.
    expect(qualityOptions([2160, 1080])[1]).toEqual({ label: '1080p', value: 1080 });
    expect(nearestLabelHeight(600)).toBe(720);
  });

  it('shows Auto while ABR is on, else the label of the playing rendition', () => {
    const options = qualityOptions([720, 540]);
    expect(selectedLabel(options, true, 720)).toBe('Auto');
    expect(selectedLabel(options, false, 540)).toBe('480p');
    expect(selectedLabel(options, false, 720)).toBe('720p');
  });
});
