// Test-only: contract-shaped referral answers; a test overrides what it is about.
import type { ReferralInfoResponse, ReferredUser } from '@ott/contract';

export function makeReferredUser(overrides: Partial<ReferredUser> = {}): ReferredUser {
  return {
    phone: '9123****7788',
    first_name: 'Sita',
    last_name: 'Devi',
    joined_at: '2024-05-01T10:00:00.000Z',
    is_subscribed: false,
    ...overrides,
  };
}

export function makeReferralInfo(overrides: Partial<ReferralInfoResponse> = {}): ReferralInfoResponse {
  const referred_users = overrides.referred_users ?? [];
  return {
    status: 'success',
    referral_code: 'RAVI7',
    qr_code_url: '/users/referral-qr/',
    invite_url: 'https://tv.example/login?ref=RAVI7',
    total_referrals: referred_users.length,
    referred_users,
    message: 'Referral information retrieved successfully',
    ...overrides,
  };
}

/** Four referrals, newest first: two Premium, two Free. */
export const fourReferrals = (): ReferredUser[] => [
  makeReferredUser({ phone: '9876****1111', first_name: 'Anil', last_name: 'Rao', joined_at: '2024-06-04T09:00:00.000Z', is_subscribed: true }),
  makeReferredUser({ phone: '8765****2222', first_name: 'Bhavya', last_name: '', joined_at: '2024-06-03T09:00:00.000Z' }),
  makeReferredUser({ phone: '7654****3333', first_name: 'Chandu', last_name: 'K', joined_at: '2024-06-02T09:00:00.000Z', is_subscribed: true }),
  makeReferredUser({ phone: '6543****4444', first_name: '', last_name: '', joined_at: '2024-06-01T09:00:00.000Z' }),
];
