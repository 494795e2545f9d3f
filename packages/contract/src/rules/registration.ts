// Profile completeness checks: SPEC 2.2 (route guard), SPEC 4 'Auth' (login),
// SPEC 5 'Plan payment' and 'Rental pay'.

/** The profile fields the checks look at. Region fields may be names, ids or objects. */
export interface ProfileCompletenessFields {
  first_name?: unknown;
  last_name?: unknown;
  phone?: unknown;
  address?: unknown;
  state?: unknown;
  district?: unknown;
  constituency?: unknown;
}

type ProfileField = keyof ProfileCompletenessFields;

/** Present: a non-blank string, a finite number, or an object (e.g. {id, name}). */
function isPresent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'object';
}

function hasAll(
  user: ProfileCompletenessFields | null | undefined,
  fields: readonly ProfileField[],
): boolean {
  if (!user) return false;
  return fields.every((field) => isPresent(user[field]));
}

const REGISTRATION_FIELDS = ['first_name', 'address'] as const;
const LOGIN_PROFILE_FIELDS = ['first_name', 'last_name', 'state', 'district'] as const;
const PAYMENT_PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'address',
  'state',
  'district',
  'constituency',
] as const;
const RENTAL_PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'phone',
  'state',
  'district',
  'constituency',
] as const;

/** SPEC 2.2: the stored user has a first name and an address. */
export function isRegistrationComplete(
  user: ProfileCompletenessFields | null | undefined,
): boolean {
  return hasAll(user, REGISTRATION_FIELDS);
}

/** SPEC 4 'Auth': first_name, last_name, state and district all present after OTP login. */
export function hasCompleteLoginProfile(
  user: ProfileCompletenessFields | null | undefined,
): boolean {
  return hasAll(user, LOGIN_PROFILE_FIELDS);
}

/** SPEC 5 'Plan payment': first_name, last_name, address, state, district, constituency. */
export function hasPaymentProfile(user: ProfileCompletenessFields | null | undefined): boolean {
  return hasAll(user, PAYMENT_PROFILE_FIELDS);
}

/** SPEC 5 'Rental pay': first_name, last_name, phone, state, district, constituency. */
export function hasRentalProfile(user: ProfileCompletenessFields | null | undefined): boolean {
  return hasAll(user, RENTAL_PROFILE_FIELDS);
}
