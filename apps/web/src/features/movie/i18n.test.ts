import { describe, expect, it } from 'vitest';
import { movieStrings } from './i18n.ts';

describe('movie strings', () => {
  it('has a Telugu string for every English one', () => {
    expect(Object.keys(movieStrings.te).sort()).toEqual(Object.keys(movieStrings.en).sort());
  });
  it('keeps the spec wording (SPEC 2.12, 8)', () => {
    expect(movieStrings.en).toMatchObject({
      errorLoading: 'Error loading movie details. Please try again.',
      promoUnavailable: 'Sorry, the promo video is not available at the moment. Please try again later.',
      watchlistFailed: 'Failed to update watchlist. Please try again.',
      linkCopied: 'Link copied to clipboard!',
      sharedSuccessfully: 'Shared successfully!',
      testPreview: 'Test Social Media Preview',
      premiumTitle: 'Premium Content',
      premiumSubtitle: 'Subscribe to Continue Watching',
      viewPlans: 'View Plans & Subscribe',
      plansFrom: 'Plans start from ₹365/year (₹1/day)',
    });
  });
});
