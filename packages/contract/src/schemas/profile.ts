import { z } from 'zod';
import { wholeId } from './common.ts';
import { User } from './auth.ts';
import { MESSAGES } from '../messages.ts';
import { FIELD_LIMITS } from '../validation/field-limits.ts';

export const ReferredBy = z.object({
  referral_code_used: z.string(),
  referrer_name: z.string().nullable(),
  created_at: z.string(),
});

export const ProfileResponse = z.object({
  status: z.literal('success'),
  user: User,
  referral_relationships: z.object({ referred_by: z.array(ReferredBy) }),
});

export const Device = z.object({
  id: z.number().int(),
  device_id: z.string(),
  device_name: z.string(),
  device_type: z.string(),
  device_model: z.string().nullable(),
  os_version: z.string().nullable(),
  app_version: z.string().nullable(),
  last_active: z.string(),
  is_active: z.boolean(),
  is_current: z.boolean(),
});
export type Device = z.infer<typeof Device>;

export const DevicesResponse = z.object({
  status: z.literal('success'),
  devices: z.array(Device),
  message: z.string(),
});

export const DeactivateDeviceBody = z.object({
  device_id: wholeId(),
  phone: z.string().max(20).optional(),
});

export const RegisterDeviceBody = z.object({
  device_type: z.string().trim().min(1).max(20).default('web'),
  device_name: z.string().trim().min(1).max(120),
  device_id: z.string().trim().min(8).max(128),
  device_model: z.string().trim().max(120).nullish(),
  os_version: z.string().trim().max(60).nullish(),
  app_version: z.string().trim().max(20).nullish(),
});

export const RegisterDeviceResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  device: Device,
});

export const Notification = z.object({
  id: z.number().int(),
  type: z.string(),
  message: z.string(),
  created_at: z.string(),
});

export const CheckNotificationsResponse = z.object({
  status: z.literal('success'),
  user_exists: z.boolean(),
  /** Issue 17.1: true when the token's account was blocked by support (its sessions ended then). */
  account_blocked: z.boolean().optional(),
  has_notifications: z.boolean(),
  notifications: z.array(Notification),
});

export const Subscription = z.object({
  plan_id: z.number().int().nullable(),
  plan_name: z.string().nullable(),
  subscription_type: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  is_active: z.boolean(),
  days_remaining: z.number().int(),
});

export const CheckSubscriptionResponse = z.object({
  status: z.literal('success'),
  is_subscribed: z.boolean(),
  subscription: Subscription.nullable(),
});

const GENDERS = ['M', 'F', 'O'] as const;
const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * POST /users/update-profile/ (SPEC 7): only the fields sent change; empty values are dropped by
 * the server before this schema (SPEC 5 'Profile settings'). The picture travels as a file part.
 */
export const UpdateProfileBody = z.object({
  phone: z.string().max(20).optional(),
  first_name: text(FIELD_LIMITS.first_name).optional(),
  last_name: text(FIELD_LIMITS.last_name).optional(),
  email: z.email(MESSAGES.invalidEmail).max(FIELD_LIMITS.email, MESSAGES.invalidEmail).optional(),
  gender: z.enum(GENDERS).optional(),
  date_of_birth: z
    .string()
    .regex(/^\d{4}-01-01$/, 'Please select a valid year of birth')
    .refine((v) => {
      const year = Number(v.slice(0, 4));
      return year >= 1940 && year <= new Date().getFullYear();
    }, 'Please select a valid year of birth')
    .optional(),
  state: wholeId(MESSAGES.invalidRegion).optional(),
  district: wholeId(MESSAGES.invalidRegion).optional(),
  constituency: wholeId(MESSAGES.invalidRegion).optional(),
  mandal: text(FIELD_LIMITS.mandal).optional(),
  village: text(FIELD_LIMITS.village).optional(),
  pincode: z.string().trim().regex(/^\d{1,6}$/, 'Pincode must be at most 6 digits').optional(),
  address: text(FIELD_LIMITS.address).optional(),
  referral_code: z.string().trim().max(FIELD_LIMITS.referral_code).optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

export const UpdateProfileResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  user: User,
});
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponse>;
