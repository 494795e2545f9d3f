// The auth feature: OTP sign-in, sessions, referral links and registration (SPEC 7 'Auth and
// profile'). Other features use only what this index exports.
import type { FastifyInstance } from 'fastify';
import { completeRegistrationRoute } from './complete-registration.route.ts';
import { loginRoute } from './login.route.ts';
import { logoutRoute } from './logout.route.ts';
import { requestOtpRoute } from './request-otp.route.ts';
import { verifyReferralRoute } from './verify-referral.route.ts';

export async function authFeature(app: FastifyInstance) {
  requestOtpRoute(app);
  loginRoute(app);
  logoutRoute(app);
  verifyReferralRoute(app);
  completeRegistrationRoute(app);
}

export { toUserDto, loadRegionNames, loadUserDto, type RegionNames } from './user-dto.ts';
export {
  deleteAccount,
  findBlockedAccountByToken,
  findDeletedAccountByToken,
  ACCOUNT_DELETED_NOTIFICATION,
} from './account-service.ts';
export { clearSessionCookie, revokeUserSessions, type RevokeReason } from './session-service.ts';
export { requireSession } from './require-session.ts';
export { errorResponses } from './error-responses.ts';
export { referrerName, checkReferral, attachReferrer } from './referral-service.ts';
export type { Queryable } from './db-types.ts';
