import { describe, expect, it } from 'vitest';
import { rentalStrings } from './i18n.ts';

describe('rental strings', () => {
  it('has a Telugu string for every English one', () => {
    expect(Object.keys(rentalStrings.te).sort()).toEqual(Object.keys(rentalStrings.en).sort());
  });
  it('keeps the spec wording (SPEC 5 Rental pay, 8 Movie/rental)', () => {
    expect(rentalStrings.en).toMatchObject({
      loginRequired: 'Please login to continue',
      completeProfile: 'Please complete your profile details first',
      invalidOrder: 'Invalid order response',
      sessionExpired: 'Session expired. Please login again.',
      invalidRequest: 'Invalid request. Please check your details.',
      paymentFailedRetry: 'Payment failed. Please try again.',
      paymentSuccess: 'Payment successful! You can now watch the movie.',
      verifyFailed: 'Payment verification failed. Please contact support.',
      providerFailed: 'Payment failed: {{description}}',
    });
  });
});
