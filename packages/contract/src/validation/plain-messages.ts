// Validation failures in plain English, in the spec's style ('First name is required', 'Pincode
// must be exactly 6 digits'): the field's name and its limit, never the validator's own text.
import type { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { problemOf, type ValidationProblem, type ValidationRule } from './problems.ts';

/** How screens name request fields; a field missing here is named from its key ('device_name'). */
export const FIELD_LABELS = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  otp: 'OTP',
  gender: 'Gender',
  date_of_birth: 'Year of birth',
  state: 'State',
  district: 'District',
  constituency: 'Constituency',
  mandal: 'Mandal',
  village: 'Village',
  pincode: 'Pincode',
  address: 'Address',
  referral_code: 'Referral code',
  code: 'Code',
  profile_picture: 'Profile picture',
  account_holder_name: 'Account holder name',
  account_number: 'Account number',
  ifsc_code: 'IFSC code',
  bank_name: 'Bank name',
  amount: 'Amount',
} as const satisfies Record<string, string>;

/** English sentences by rule: {field}, {limit} and {values} are filled in. */
export const VALIDATION_MESSAGES: Readonly<Record<ValidationRule, string>> = {
  required: '{field} is required',
  too_long: '{field} must be at most {limit} characters',
  too_short: '{field} must be at least {limit} characters',
  exact_length: '{field} must be exactly {limit} characters',
  at_most: '{field} must be at most {limit}',
  less_than: '{field} must be less than {limit}',
  at_least: '{field} must be at least {limit}',
  more_than: '{field} must be more than {limit}',
  not_a_number: '{field} must be a number',
  not_whole_number: '{field} must be a whole number',
  invalid_email: MESSAGES.invalidEmail,
  invalid_format: '{field} is not in the right format',
  not_allowed: '{field} must be one of: {values}',
  unknown_field: '{field} is not a field we accept',
  invalid: '{field} is not valid',
};

/**
 * 'device_name' → 'Device name'. Only the table's own entries: a field a client names
 * 'hasOwnProperty' or 'constructor' found Object's methods here (a 500, found by the security fuzz).
 */
export function fieldLabel(field: string): string {
  if (Object.hasOwn(FIELD_LABELS, field)) return FIELD_LABELS[field as keyof typeof FIELD_LABELS];
  const words = field.replace(/_/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
}

export function plainMessage(problem: ValidationProblem): string {
  const label = fieldLabel(problem.field);
  // A request that is not even an object of fields: nothing better to name than the request.
  if (!label) return MESSAGES.invalidRequest;
  return VALIDATION_MESSAGES[problem.rule]
    .replace('{field}', label)
    .replace('{limit}', String(problem.limit ?? ''))
    .replace('{values}', (problem.values ?? []).join(', '));
}

/**
 * zod's message for any issue whose schema gives none of its own (schemas keep the spec's words
 * where the spec has them). A union keeps the message its closest option gave.
 */
export const plainValidationError: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_union') {
    const inner = issue.errors.at(-1)?.[0];
    if (inner) return inner.message;
  }
  return plainMessage(problemOf(issue as Parameters<typeof problemOf>[0]));
};
