import { describe, expect, it } from 'vitest';
import { watchedSeconds, WATCH_MAX_PER_REPORT_SECONDS } from './watch-time.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));

describe('watchedSeconds', () => {
  it('counts the forward move between reports', () => {
    expect(watchedSeconds({ positionSeconds: 100, updatedAt: at(0) }, 110, at(10))).toBe(10);
  });
  it('counts a first report up to the slack, not a seek into the middle', () => {
    expect(watchedSeconds(undefined, 10, at(0))).toBe(10);
    expect(watchedSeconds(undefined, 3000, at(0))).toBe(15);
  });
  it('does not count seeking forward or backward as watching', () => {
    expect(watchedSeconds({ positionSeconds: 100, updatedAt: at(0) }, 2000, at(10))).toBe(25);
    expect(watchedSeconds({ positionSeconds: 100, updatedAt: at(0) }, 50, at(10))).toBe(0);
  });
  it('caps one report, however long since the last', () => {
    expect(watchedSeconds({ positionSeconds: 0, updatedAt: at(0) }, 5000, new Date(at(0).getTime() + 86_400_000))).toBe(
      WATCH_MAX_PER_REPORT_SECONDS,
    );
  });
});
