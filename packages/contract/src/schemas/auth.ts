import { z } from 'zod';
import { altchaField, wholeId } from './common.ts';
import { MESSAGES } from '../messages.ts';
import { FIELD_LIMITS } from '../validation/field-limits.ts';
import { whenMissing } from '../validation/problems.ts';

/** A missing or non-string phone/OTP gets the spec's words rather than a generic type error. */
const phoneField = () => z.string({ error: MESSAGES.phoneLength }).max(20, MESSAGES.phoneLength);

export const RequestOtpBody = z.object({
  phone: phoneField(),
  otp_type: z.literal('login').default('login'),
  altcha: altchaField(),
});
export const RequestOtpResponse = z.object({ status: z.literal('success'), message: z.string() });

export const LoginBody = z.object({
  phone: phoneField(),
  otp: z.string({ error: MESSAGES.invalidOtp }).max(10, MESSAGES.invalidOtp),
  ref: z.string().max(32).nullish(),
  altcha: altchaField(),
});

export const User = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string(),
  email: z.string().nullable(),
  gender: z.enum(['M', 'F', 'O']).nullable(),
  date_of_birth: z.string().nullable(),
  profile_picture: z.string().nullable(),
  address: z.string().nullable(),
  /** Region ids; the names ride along so screens need no extra lookups. */
  state: z.number().int().nullable(),
  district: z.number().int().nullable(),
  constituency: z.number().int().nullable(),
  mandal: z.string().nullable(),
  village: z.string().nullable(),
  state_name: z.string().nullable(),
  district_name: z.string().nullable(),
  constituency_name: z.string().nullable(),
  pincode: z.string().nullable(),
  referral_code: z.string(),
  is_subscribed: z.boolean(),
  subscription_type: z.string().nullable(),
  subscription_start_date: z.string().nullable(),
  subscription_end_date: z.string().nullable(),
});
export type User = z.infer<typeof User>;

export const LoginResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  user: User,
  /** Opaque session token (ARCHITECTURE 6); also set as an httpOnly cookie. */
  token: z.string(),
  csrf_token: z.string(),
  is_new_user: z.boolean(),
});

export const VerifyReferralQuery = z.object({ code: z.string().max(64).default('') });
export const VerifyReferralResponse = z.object({
  status: z.enum(['success', 'error']),
  message: z.string(),
  /** First name and last-name initial only ('Ravi K.'): anyone can type a code (issue 12). Plain text. */
  referrer_name: z.string().optional(),
});

const trimmed = (max: number, requiredMessage?: string) =>
  z.string(requiredMessage ? { error: whenMissing(requiredMessage) } : undefined).trim().max(max);

/** Mini registration (SPEC 2.6) and the full form (SPEC 2.7) share one endpoint. */
export const CompleteRegistrationBody = z.object({
  first_name: trimmed(FIELD_LIMITS.first_name, MESSAGES.firstNameRequired).min(1, MESSAGES.firstNameRequired),
  last_name: trimmed(FIELD_LIMITS.last_name, MESSAGES.lastNameRequired).min(1, MESSAGES.lastNameRequired),
  address: trimmed(FIELD_LIMITS.address, MESSAGES.addressRequired).min(1, MESSAGES.addressRequired),
  phone: z.string().max(20).optional(),
  referral_code: z.string().trim().max(FIELD_LIMITS.referral_code).nullish(),
  email: z.union([z.literal(''), z.email('Please enter a valid email address')]).nullish(),
  state: wholeId(MESSAGES.stateRequired).nullish(),
  district: wholeId(MESSAGES.districtRequired).nullish(),
  constituency: wholeId(MESSAGES.constituencyRequired).nullish(),
  mandal: trimmed(FIELD_LIMITS.mandal).nullish(),
  village: trimmed(FIELD_LIMITS.village).nullish(),
  pincode: z
    .union([z.literal(''), z.string().regex(/^\d{6}$/, 'Pincode must be exactly 6 digits')])
    .nullish(),
});
export type CompleteRegistrationBody = z.infer<typeof CompleteRegistrationBody>;

export const CompleteRegistrationResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  user: User,
  csrf_token: z.string(),
});

export const LogoutResponse = z.object({ status: z.literal('success'), message: z.string() });

/** Development-only outbox (ARCHITECTURE 5); absent in production mode. */
export const DevOutboxResponse = z.object({
  phone: z.string(),
  code: z.string(),
  sent_at: z.string(),
});
