import { describe, expect, it } from 'vitest';
import { publishedAgo } from './published-ago.ts';

const now = new Date('2025-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('news published labels', () => {
  it('is relative for a week, in the reader’s language', () => {
    expect(publishedAgo(ago(20), 'en', now)).toBe('this minute');
    expect(publishedAgo(ago(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(publishedAgo(ago(3 * 3600), 'en', now)).toBe('3 hours ago');
    expect(publishedAgo(ago(86_400), 'en', now)).toBe('yesterday');
    expect(publishedAgo(ago(3 * 86_400), 'en', now)).toBe('3 days ago');
    expect(publishedAgo(ago(3 * 86_400), 'te', now)).not.toBe('3 days ago');
  });

  it('gives the date after a week, and nothing for a bad date', () => {
    expect(publishedAgo('2025-02-01T10:00:00Z', 'en', now)).toBe('Feb 1, 2025');
    expect(publishedAgo('nope', 'en', now)).toBe('');
  });
});
