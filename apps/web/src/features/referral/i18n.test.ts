import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@ott/contract';
import { referralStrings } from './i18n.ts';

describe('referral strings', () => {
  it('has a Telugu string for every English one', () => {
    expect(Object.keys(referralStrings.te).sort()).toEqual(Object.keys(referralStrings.en).sort());
  });
  it('keeps the spec wording (SPEC 2.17)', () => {
    expect(referralStrings.en).toMatchObject({
      cardTitle: 'Invite Friends',
      viewDetails: 'View Details',
      detailsTitle: 'Referral Details',
      phoneNumber: 'Phone Number',
      firstName: 'First Name',
      joinedDate: 'Joined Date',
      subscription: 'Subscription',
      status: 'Status',
      premium: 'Premium',
      free: 'Free',
      joined: 'Joined',
      noReferralsYet: MESSAGES.noReferralsYet,
      shareToEarn: MESSAGES.shareToEarn,
      copiedToClipboard: MESSAGES.copiedToClipboard,
      sharedSuccessfully: 'Shared successfully!',
    });
  });
});
