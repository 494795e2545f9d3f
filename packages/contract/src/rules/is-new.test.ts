import { describe, it, expect } from 'vitest';
import { isNewVideo } from './is-new.ts';

const now = new Date('2024-03-10T12:00:00.000Z');
const DAY = 86_400_000;
const ago = (ms: number): string => new Date(now.getTime() - ms).toISOString();

describe('isNewVideo', () => {
  it('is new within 7 days', () => {
    expect(isNewVideo(ago(0), now)).toBe(true);
    expect(isNewVideo(ago(DAY), now)).toBe(true);
    expect(isNewVideo(ago(7 * DAY), now)).toBe(true);
  });

  it('is not new after 7 days', () => {
    expect(isNewVideo(ago(7 * DAY + 1), now)).toBe(false);
    expect(isNewVideo(ago(30 * DAY), now)).toBe(false);
  });

  it('treats a date slightly in the future as new', () => {
    expect(isNewVideo(ago(-60_000), now)).toBe(true);
  });

  it('accepts Date and epoch values and defaults now to the current time', () => {
    expect(isNewVideo(new Date())).toBe(true);
    expect(isNewVideo(now.getTime() - DAY, now.getTime())).toBe(true);
  });

  it('is false for missing or invalid dates', () => {
    expect(isNewVideo(null, now)).toBe(false);
    expect(isNewVideo(undefined, now)).toBe(false);
    expect(isNewVideo('', now)).toBe(false);
    expect(isNewVideo('yesterday', now)).toBe(false);
  });
});
