import { describe, expect, it } from 'vitest';
import { localInputToIso } from './title-media.ts';
import { addSample, bytesPerSecond, formatBytes, formatMegabytesPerSecond, formatTimeLeft, secondsLeft, titleFromFileName, uploadPercent } from './upload-format.ts';

describe('upload progress line', () => {
  it('gives whole percents, never past 100 and 0 for an unknown size', () => {
    expect(uploadPercent(0, 100)).toBe(0);
    expect(uploadPercent(499, 1000)).toBe(49);
    expect(uploadPercent(1000, 1000)).toBe(100);
    expect(uploadPercent(1200, 1000)).toBe(100);
    expect(uploadPercent(10, 0)).toBe(0);
  });

  it('measures speed over the last seconds of samples', () => {
    let samples = addSample([], { at: 0, bytes: 0 });
    expect(bytesPerSecond(samples)).toBeNull();
    samples = addSample(samples, { at: 1000, bytes: 8_000_000 });
    expect(bytesPerSecond(samples)).toBe(8_000_000);
    samples = addSample(samples, { at: 2000, bytes: 24_000_000 });
    expect(bytesPerSecond(samples)).toBe(12_000_000);
    // Older than the 5 s window: dropped, so a slow start does not drag the speed down for ever.
    samples = addSample(samples, { at: 7000, bytes: 64_000_000 });
    expect(samples[0]!.at).toBe(2000);
    expect(bytesPerSecond(samples)).toBe(8_000_000);
    // A long stall keeps the newest two.
    samples = addSample(samples, { at: 60_000, bytes: 64_000_000 });
    expect(samples).toHaveLength(2);
  });

  it('formats MB/s with one decimal (two under 0.1)', () => {
    expect(formatMegabytesPerSecond(12_345_678)).toBe('12.3');
    expect(formatMegabytesPerSecond(1_000_000)).toBe('1.0');
    expect(formatMegabytesPerSecond(54_000)).toBe('0.05');
    expect(formatMegabytesPerSecond(0)).toBe('0.0');
  });

  it('works out the time left and formats it as a clock', () => {
    expect(secondsLeft(0, 100_000_000, 10_000_000)).toBe(10);
    expect(secondsLeft(50, 100, 3)).toBe(17);
    expect(secondsLeft(0, 100, null)).toBeNull();
    expect(secondsLeft(0, 100, 0)).toBeNull();
    expect(formatTimeLeft(7)).toBe('0:07');
    expect(formatTimeLeft(245)).toBe('4:05');
    expect(formatTimeLeft(3723)).toBe('1:02:03');
    expect(formatTimeLeft(-3)).toBe('0:00');
  });

  it('formats sizes and names a title from its file', () => {
    expect(formatBytes(2_400_000_000)).toBe('2.4 GB');
    expect(formatBytes(12_000_000_000)).toBe('12 GB');
    expect(formatBytes(734_003_200)).toBe('734 MB');
    expect(formatBytes(12_000)).toBe('12 KB');
    expect(titleFromFileName('Pushpa_2.The.Rule.mp4')).toBe('Pushpa 2 The Rule');
    expect(titleFromFileName('  film  final .MOV')).toBe('film final');
    expect(titleFromFileName('no-extension')).toBe('no-extension');
  });

  it('turns a local date and time into ISO with its offset', () => {
    expect(localInputToIso('2026-12-01T18:30', 330)).toBe('2026-12-01T18:30:00+05:30');
    expect(localInputToIso('2026-12-01T18:30', -300)).toBe('2026-12-01T18:30:00-05:00');
    expect(localInputToIso('2026-12-01T18:30', 0)).toBe('2026-12-01T18:30:00+00:00');
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('tomorrow')).toBeNull();
  });
});
