import { describe, expect, it } from 'vitest';
import { abrHeightLimits, formatDataPerHour, isCellularConnection, qualityModeRates, startingQualityMode } from './quality-mode.ts';

describe('startingQualityMode', () => {
  it('keeps what the viewer chose, whatever the network', () => {
    expect(startingQualityMode('high', { type: 'cellular' })).toBe('high');
    expect(startingQualityMode('data_saver', { type: 'wifi' })).toBe('data_saver');
  });

  it('starts on Data saver on a cellular or slow connection when the viewer never chose', () => {
    expect(startingQualityMode(undefined, { type: 'cellular' })).toBe('data_saver');
    for (const effectiveType of ['slow-2g', '2g', '3g']) expect(startingQualityMode(undefined, { effectiveType })).toBe('data_saver');
  });

  it('starts on Auto otherwise, and where the browser reports nothing', () => {
    expect(startingQualityMode(undefined, { type: 'wifi', effectiveType: '4g' })).toBe('auto');
    expect(startingQualityMode(undefined, undefined)).toBe('auto');
    expect(isCellularConnection({})).toBe(false);
  });
});

describe('data per hour', () => {
  it('reads an hour at the rung’s rate in GB, or MB when small', () => {
    expect(formatDataPerHour(651_790, 'en')).toBe('0.3 GB');
    expect(formatDataPerHour(2_319_958, 'en')).toBe('1.0 GB');
    expect(formatDataPerHour(5_500_000, 'en')).toBe('2.5 GB');
    expect(formatDataPerHour(200_000, 'en')).toBe('90 MB');
  });

  it('gives Data saver the lowest rung, High the tallest, Auto at most the highest rate', () => {
    const rates = qualityModeRates([
      { height: 720, bandwidth: 2_319_958 },
      { height: 360, bandwidth: 651_790 },
    ]);
    expect(rates).toEqual({ auto: 2_319_958, data_saver: 651_790, high: 2_319_958 });
    expect(qualityModeRates([{ height: 720 }])).toBeNull();
  });
});

describe('abrHeightLimits', () => {
  it('caps adaptive bitrate at the lowest rung for Data saver and holds the tallest for High', () => {
    expect(abrHeightLimits('data_saver', [720, 360])).toEqual({ minHeight: 0, maxHeight: 360 });
    expect(abrHeightLimits('high', [720, 360])).toEqual({ minHeight: 720, maxHeight: Infinity });
    expect(abrHeightLimits('auto', [720, 360])).toEqual({ minHeight: 0, maxHeight: Infinity });
  });
});
