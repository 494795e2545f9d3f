import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@ott/contract';
import { profileStrings } from './i18n.ts';

describe('profile strings', () => {
  it('has a Telugu string for every English one', () => {
    expect(Object.keys(profileStrings.te).sort()).toEqual(Object.keys(profileStrings.en).sort());
  });
  it('keeps the spec wording (SPEC 2.15, 8 Profile/devices)', () => {
    expect(profileStrings.en).toMatchObject({
      membershipTitle: 'Membership Details',
      languageValue: 'English',
      videoQualityValue: 'Auto',
      downloadsValue: 'WiFi Only',
      devicesTitle: 'Device Management',
      noDevices: 'No devices found',
      devicesFailed: 'Failed to load devices. Please try again.',
      deactivateFailed: 'Failed to deactivate device. Please try again.',
      phoneReadOnly: 'Phone number cannot be changed',
      saveChanges: 'Save Changes',
      saving: 'Saving...',
      updateFailed: 'Failed to update profile. Please try again.',
      sessionExpired: 'Session expired. Please login again.',
      loadFailed: 'Failed to load profile data. Please try again.',
      invalidProfilePicture: MESSAGES.invalidProfilePicture,
    });
  });
});
