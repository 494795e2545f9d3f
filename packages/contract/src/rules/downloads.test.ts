import { describe, expect, it } from 'vitest';
import {
  downloadAllowance,
  downloadExpiry,
  downloadStatus,
  estimateDownloadBytes,
  firstPlayMoment,
  isDownloadPlayable,
} from './downloads.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const made = Date.UTC(2026, 11, 1, 10);

describe('download rules', () => {
  it('keeps a download 30 days, or 48 hours after its first play when that is sooner', () => {
    expect(downloadExpiry(made)).toBe(made + 30 * DAY);
    expect(downloadExpiry(made, made + DAY)).toBe(made + DAY + 48 * HOUR);
    // Played on day 29: the 30 days still end first.
    expect(downloadExpiry(made, made + 29 * DAY)).toBe(made + 30 * DAY);
  });

  it('counts a first play from now, or from a reported time that can only make it sooner', () => {
    const now = made + 5 * DAY;
    expect(firstPlayMoment(made, now)).toBe(now);
    expect(firstPlayMoment(made, now, made + DAY)).toBe(made + DAY);
    expect(firstPlayMoment(made, now, now + 10 * DAY)).toBe(now);
    expect(firstPlayMoment(made, now, made - 10 * DAY)).toBe(made);
    expect(firstPlayMoment(made, now, Number.NaN)).toBe(now);
  });

  it('says expired before not entitled, and active otherwise', () => {
    const now = made + DAY;
    expect(downloadStatus({ expiresAt: now, isEntitled: true }, now)).toBe('expired');
    expect(downloadStatus({ expiresAt: now - 1, isEntitled: false }, now)).toBe('expired');
    expect(downloadStatus({ expiresAt: now + 1, isEntitled: false }, now)).toBe('not_entitled');
    expect(downloadStatus({ expiresAt: now + 1, isEntitled: true }, now)).toBe('active');
  });

  it('plays a copy only before its expiry', () => {
    expect(isDownloadPlayable(made + 1, made)).toBe(true);
    expect(isDownloadPlayable(made, made)).toBe(false);
    expect(isDownloadPlayable(Number.NaN, made)).toBe(false);
  });

  it('allows downloads only on a plan that has them, up to its limit', () => {
    expect(downloadAllowance(0, 0)).toBe('not_in_plan');
    expect(downloadAllowance(25, 24)).toBe('allowed');
    expect(downloadAllowance(25, 25)).toBe('limit_reached');
    expect(downloadAllowance(Number.NaN, 0)).toBe('not_in_plan');
  });

  it('estimates the size from bandwidth and duration', () => {
    expect(estimateDownloadBytes(2_000_000, 60)).toBe(15_000_000);
    expect(estimateDownloadBytes(0, 60)).toBe(0);
    expect(estimateDownloadBytes(2_000_000, -1)).toBe(0);
  });
});
