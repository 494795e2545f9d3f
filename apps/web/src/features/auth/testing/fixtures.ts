import type { User } from '@ott/contract';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    first_name: null,
    last_name: null,
    phone: '9876543210',
    email: null,
    gender: null,
    date_of_birth: null,
    profile_picture: null,
    address: null,
    state: null,
    district: null,
    constituency: null,
    mandal: null,
    village: null,
    state_name: null,
    district_name: null,
    constituency_name: null,
    pincode: null,
    referral_code: 'ME1234',
    is_subscribed: false,
    subscription_type: null,
    subscription_start_date: null,
    subscription_end_date: null,
    ...overrides,
  };
}

export const completeUser = (overrides: Partial<User> = {}) =>
  makeUser({ first_name: 'Ravi', last_name: 'Kumar', address: 'Guntur', state: 1, district: 2, ...overrides });
