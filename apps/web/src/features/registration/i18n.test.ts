import { describe, expect, it } from 'vitest';
import { registrationStrings } from './i18n.ts';

describe('registration strings', () => {
  it('has a Telugu string for every English one', () => {
    expect(Object.keys(registrationStrings.te).sort()).toEqual(Object.keys(registrationStrings.en).sort());
    for (const [key, value] of Object.entries(registrationStrings.te)) expect(value, key).not.toBe('');
  });

  it('keeps the spec wording (SPEC 5 and 8 Full registration)', () => {
    expect(registrationStrings.en).toMatchObject({
      submit: 'Complete Registration',
      statesFailed: 'Failed to load states: {{message}}',
      noStates: 'No states available. Please try again.',
      villagesFailed: 'Failed to load villages. Please try again.',
      villagesOffline: 'Failed to load villages. Please check your connection.',
      suggestFailed: 'Unable to fetch address suggestions. Please try again.',
      detailsFailed: 'Error retrieving address details. Please try again.',
      mapsLoadFailed: 'Failed to load Google Maps. Please check your internet connection.',
      mapsInitFailed: 'Failed to initialize location services.',
      missingPhone: 'Missing phone number. Please try logging in again.',
      missingToken: 'Authentication token is missing. Please try logging in again.',
      initFailed: 'Failed to initialize the form. Please refresh the page.',
      registrationFailed: 'Registration failed',
      registrationError: 'An error occurred during registration. Please try again.',
      invalidReferral: 'Invalid referral code',
      referralCheckFailed: 'Failed to verify referral code',
      mandalNameRequired: 'Mandal name is required',
      villageNameRequired: 'Village name is required',
      pincodeDigits: 'Pincode must be exactly 6 digits',
      termsRequired: 'You must accept the Terms & Conditions to continue',
      verifyReferral: 'Please verify the referral code',
    });
  });
});
