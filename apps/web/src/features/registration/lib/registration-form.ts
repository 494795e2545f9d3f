// The full registration form (SPEC 3 'Registration form', SPEC 5 'Full registration'): its values,
// the client-side rules and the payload sent to POST /users/complete-registration/.
import type { CompleteRegistrationBody, User } from '@ott/contract';
import { normalizeReferralCode, PINCODE_LENGTH } from '@ott/contract';

/** A mandal or village: picked from a list (id set), or typed (id '' unless matched to a known row). */
export interface RegionPick {
  id: string;
  name: string;
}

export interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  state: string;
  district: string;
  constituency: string;
  mandal: RegionPick;
  village: RegionPick;
  pincode: string;
  address: string;
  terms: boolean;
  referralCode: string;
}

export type FieldName = Exclude<keyof RegistrationValues, never>;
/** An i18n key of the 'registration' namespace (client rules) or the server's own words. */
export type FieldErrors = Partial<Record<FieldName, { key: string } | { text: string }>>;

export const EMPTY_PICK: RegionPick = { id: '', name: '' };

/** Field order on screen; the first invalid one takes the focus. */
export const FIELD_ORDER: FieldName[] = [
  'firstName',
  'lastName',
  'email',
  'state',
  'district',
  'constituency',
  'mandal',
  'village',
  'pincode',
  'address',
  'referralCode',
  'terms',
];

/** DOM id of each field's control (labels, focus, error lines). */
export const fieldId = (field: FieldName) => `register-${field}`;

/** What the signed-in user already told us (mini registration, earlier visits). */
export function initialValues(user: User | null): RegistrationValues {
  const id = (value: number | null | undefined) => (value ? String(value) : '');
  return {
    firstName: user?.first_name ?? '',
    lastName: user?.last_name ?? '',
    email: user?.email ?? '',
    state: id(user?.state),
    district: user?.state ? id(user.district) : '',
    constituency: user?.state && user.district ? id(user.constituency) : '',
    mandal: { id: '', name: user?.constituency ? (user.mandal ?? '') : '' },
    village: { id: '', name: user?.constituency && user.mandal ? (user.village ?? '') : '' },
    pincode: (user?.pincode ?? '').replace(/\D/g, '').slice(0, PINCODE_LENGTH),
    address: user?.address ?? '',
    terms: false,
    referralCode: '',
  };
}

/** SPEC 5 'Pincode': digits only, at most 6. */
export const sanitizePincode = (raw: string) => raw.replace(/\D/g, '').slice(0, PINCODE_LENGTH);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PINCODE = new RegExp(`^\\d{${PINCODE_LENGTH}}$`);

export interface ValidationContext {
  /** Mandal / village are typed rather than chosen from a list (the message names a 'name'). */
  mandalManual: boolean;
  villageManual: boolean;
  /** An entered referral code counts only once verified (or already attached to the account). */
  referralVerified: boolean;
}

/** SPEC 5 'Full registration': every rule at once, so the user sees every problem together. */
export function validateRegistration(values: RegistrationValues, ctx: ValidationContext): FieldErrors {
  const errors: FieldErrors = {};
  const need = (field: FieldName, ok: boolean, key: string) => {
    if (!ok && !errors[field]) errors[field] = { key };
  };
  need('firstName', values.firstName.trim() !== '', 'firstNameRequired');
  need('lastName', values.lastName.trim() !== '', 'lastNameRequired');
  need('email', values.email.trim() === '' || EMAIL.test(values.email.trim()), 'invalidEmail');
  need('state', values.state !== '', 'stateRequired');
  need('district', values.district !== '', 'districtRequired');
  need('constituency', values.constituency !== '', 'constituencyRequired');
  need('mandal', values.mandal.name.trim() !== '', ctx.mandalManual ? 'mandalNameRequired' : 'mandalRequired');
  need('village', values.village.name.trim() !== '', ctx.villageManual ? 'villageNameRequired' : 'villageRequired');
  need('pincode', values.pincode !== '', 'pincodeRequired');
  need('pincode', PINCODE.test(values.pincode), 'pincodeDigits');
  need('address', values.address.trim() !== '', 'addressRequired');
  need('terms', values.terms, 'termsRequired');
  need('referralCode', !normalizeReferralCode(values.referralCode) || ctx.referralVerified, 'verifyReferral');
  return errors;
}

/**
 * SPEC 3 'Full registration payload': first_name, last_name, email (optional), phone, state,
 * district, constituency, mandal, village, address, pincode, referral_code (nullable).
 * `referralCode` is the code to attach, or null (none entered, or already attached).
 */
export function buildPayload(values: RegistrationValues, phone: string, referralCode: string | null): CompleteRegistrationBody {
  const email = values.email.trim();
  return {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    ...(email ? { email } : {}),
    phone,
    state: Number(values.state),
    district: Number(values.district),
    constituency: Number(values.constituency),
    mandal: values.mandal.name.trim(),
    village: values.village.name.trim(),
    address: values.address.trim(),
    pincode: values.pincode,
    referral_code: referralCode ? normalizeReferralCode(referralCode) : null,
  };
}

/** Server field names (SPEC 5 'Server field errors shown under the matching field'). */
export const SERVER_FIELDS: Record<string, FieldName> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  state: 'state',
  district: 'district',
  constituency: 'constituency',
  mandal: 'mandal',
  village: 'village',
  address: 'address',
  pincode: 'pincode',
  referral_code: 'referralCode',
};
