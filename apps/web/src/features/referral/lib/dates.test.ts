import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from '@ott/contract';
import i18n from '@/app/i18n.ts';
import '../i18n.ts';
import { formatJoinedAgo, formatJoinedDate } from './dates.ts';

const NOW = new Date('2024-06-04T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const SAMPLES = [ago(0), ago(59_000), ago(60_000), ago(59 * 60_000), ago(3_600_000), ago(23 * 3_600_000), ago(86_400_000), ago(6.9 * 86_400_000), ago(7 * 86_400_000), ago(400 * 86_400_000)];

describe('referral dates', () => {
  it('words relative time in English exactly as the contract rule does (SPEC 9)', () => {
    const t = i18n.getFixedT('en', 'referral');
    for (const iso of SAMPLES) expect(formatJoinedAgo(iso, t, 'en', NOW), iso).toBe(formatRelativeTime(iso, NOW));
    expect(SAMPLES.map((iso) => formatJoinedAgo(iso, t, 'en', NOW))).toEqual([
      'just now',
      'just now',
      '1m ago',
      '59m ago',
      '1h ago',
      '23h ago',
      '1d ago',
      '6d ago',
      '28 May 2024',
      '1 May 2023',
    ]);
  });

  it('keeps the buckets and words them in Telugu', () => {
    const t = i18n.getFixedT('te', 'referral');
    expect(formatJoinedAgo(ago(10_000), t, 'te', NOW)).toBe('ఇప్పుడే');
    expect(formatJoinedAgo(ago(5 * 60_000), t, 'te', NOW)).toBe('5 ని. క్రితం');
    expect(formatJoinedAgo(ago(2 * 3_600_000), t, 'te', NOW)).toBe('2 గం. క్రితం');
    expect(formatJoinedAgo(ago(3 * 86_400_000), t, 'te', NOW)).toBe('3 రో. క్రితం');
    expect(formatJoinedAgo(ago(10 * 86_400_000), t, 'te', NOW)).toBe(formatJoinedDate(ago(10 * 86_400_000), 'te'));
  });

  it('gives nothing for a missing or broken date', () => {
    const t = i18n.getFixedT('en', 'referral');
    expect(formatJoinedAgo('not a date', t, 'en', NOW)).toBe('');
    expect(formatJoinedDate('not a date', 'en')).toBe('');
    expect(formatJoinedDate('2024-06-04T12:00:00.000Z', 'en')).toBe('4 Jun 2024');
  });
});
