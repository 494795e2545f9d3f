// Signed-in sessions (issue 16.7; not in SPEC 7): every live session of the user, sign out one,
// sign out everywhere. The user is always the session's own; no phone or user id is read.
import { z } from 'zod';
import { DEVICE_KINDS } from '../rules/session-device.ts';

export const SessionDeviceType = z.enum(DEVICE_KINDS);

export const UserSession = z.object({
  id: z.number().int(),
  /** The registered device's name, else one read from the user agent ('Chrome on Android'); null when neither says. */
  name: z.string().nullable(),
  /** Icon family (the devices rule: mobile, tablet, desktop, tv). */
  device_type: SessionDeviceType,
  /** Partly hidden ('49.205.x.x'); '' when unknown. */
  ip_address: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof UserSession>;

/** GET /users/sessions/: live sessions (not revoked, not expired), newest activity first. */
export const SessionsResponse = z.object({ status: z.literal('success'), sessions: z.array(UserSession) });
export type SessionsResponse = z.infer<typeof SessionsResponse>;

/** POST /users/sessions/sign-out-everywhere/: how many live sessions this call signed out. */
export const SignOutEverywhereResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  signed_out: z.number().int().nonnegative(),
});
export type SignOutEverywhereResponse = z.infer<typeof SignOutEverywhereResponse>;
