import { describe, expect, it } from 'vitest';
import { cardBadges } from './card-badges.ts';

const now = new Date('2025-03-10T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('category card badges (SPEC 2.19, 9)', () => {
  it('is NEW when created within 7 days', () => {
    expect(cardBadges({ created_at: daysAgo(0), video_type: 'free', is_premium: false }, now).isNew).toBe(true);
    expect(cardBadges({ created_at: daysAgo(6.9), video_type: 'free', is_premium: false }, now).isNew).toBe(true);
    expect(cardBadges({ created_at: daysAgo(7), video_type: 'free', is_premium: false }, now).isNew).toBe(true);
    expect(cardBadges({ created_at: daysAgo(7.01), video_type: 'free', is_premium: false }, now).isNew).toBe(false);
    expect(cardBadges({ created_at: 'not a date', video_type: 'free', is_premium: false }, now).isNew).toBe(false);
  });

  it('is PREMIUM for paid or premium-flagged titles and RENTAL for rentals', () => {
    expect(cardBadges({ created_at: daysAgo(30), video_type: 'paid', is_premium: false }, now)).toMatchObject({ isPremium: true, isRental: false });
    expect(cardBadges({ created_at: daysAgo(30), video_type: 'free', is_premium: true }, now)).toMatchObject({ isPremium: true, isRental: false });
    expect(cardBadges({ created_at: daysAgo(30), video_type: 'rental', is_premium: true }, now)).toMatchObject({ isPremium: false, isRental: true });
    expect(cardBadges({ created_at: daysAgo(30), video_type: 'free', is_premium: false }, now)).toMatchObject({ isPremium: false, isRental: false });
  });
});
