// The longest value each free-text field of a person's profile may hold (SPEC 3 'User'). The
// schemas validate with these and the screens set them as maxLength, so both always agree.
export const FIELD_LIMITS = {
  first_name: 60,
  last_name: 60,
  email: 254,
  mandal: 100,
  village: 100,
  /** SPEC 5: pincode max 6 characters. */
  pincode: 6,
  address: 300,
  referral_code: 32,
} as const;
