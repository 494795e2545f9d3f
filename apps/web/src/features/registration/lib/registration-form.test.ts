import { describe, expect, it } from 'vitest';
import type { RegistrationValues } from './registration-form.ts';
import { buildPayload, initialValues, sanitizePincode, validateRegistration } from './registration-form.ts';

const filled: RegistrationValues = {
  firstName: ' Ravi ',
  lastName: 'Kumar ',
  email: '',
  state: '1',
  district: '11',
  constituency: '111',
  mandal: { id: '1111', name: 'Bheemunipatnam' },
  village: { id: '', name: ' Tagarapuvalasa ' },
  pincode: '531162',
  address: ' 1-23 Beach Road ',
  terms: true,
  referralCode: '',
};
const ctx = { mandalManual: false, villageManual: false, referralVerified: false };
const keys = (errors: ReturnType<typeof validateRegistration>) => Object.fromEntries(Object.entries(errors).map(([f, e]) => [f, 'key' in e! ? e.key : e!.text]));

describe('full registration rules (SPEC 5)', () => {
  it('accepts a filled form', () => {
    expect(validateRegistration(filled, ctx)).toEqual({});
  });

  it('names every missing field, with the manual wording for typed mandal and village', () => {
    const empty = initialValues(null);
    expect(keys(validateRegistration(empty, ctx))).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      state: 'stateRequired',
      district: 'districtRequired',
      constituency: 'constituencyRequired',
      mandal: 'mandalRequired',
      village: 'villageRequired',
      pincode: 'pincodeRequired',
      address: 'addressRequired',
      terms: 'termsRequired',
    });
    const manual = validateRegistration(empty, { ...ctx, mandalManual: true, villageManual: true });
    expect(keys(manual)).toMatchObject({ mandal: 'mandalNameRequired', village: 'villageNameRequired' });
  });

  it('checks email shape, pincode length and an unverified referral code', () => {
    const errors = validateRegistration({ ...filled, email: 'ravi@', pincode: '53116', referralCode: 'sita42' }, ctx);
    expect(keys(errors)).toEqual({ email: 'invalidEmail', pincode: 'pincodeDigits', referralCode: 'verifyReferral' });
    expect(validateRegistration({ ...filled, referralCode: 'SITA42' }, { ...ctx, referralVerified: true })).toEqual({});
  });

  it('keeps digits only, at most 6', () => {
    expect(sanitizePincode('5a3-11 62 99')).toBe('531162');
  });
});

describe('full registration payload (SPEC 3)', () => {
  it('sends the spec fields, trimmed, ids as numbers, referral_code null when empty', () => {
    expect(buildPayload(filled, '9876543210', null)).toEqual({
      first_name: 'Ravi',
      last_name: 'Kumar',
      phone: '9876543210',
      state: 1,
      district: 11,
      constituency: 111,
      mandal: 'Bheemunipatnam',
      village: 'Tagarapuvalasa',
      address: '1-23 Beach Road',
      pincode: '531162',
      referral_code: null,
    });
  });

  it('adds the email when given and upper-cases the code', () => {
    const body = buildPayload({ ...filled, email: ' ravi@example.com ' }, '9876543210', ' sita42 ');
    expect(body).toMatchObject({ email: 'ravi@example.com', referral_code: 'SITA42' });
  });
});
