import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, MESSAGES, VerifyReferralQuery, VerifyReferralResponse } from '@ott/contract';
import { errorResponses } from './error-responses.ts';
import { OTP_LIMITS, otpLimitKeys } from './otp-limits.ts';
import { enforceLimit } from './rate-limit.ts';
import { checkReferral, findReferrerByCode, referrerName } from './referral-service.ts';

/**
 * GET /users/verify-referral/?code= (SPEC 7: status 'success' means valid, otherwise message).
 * An invalid code is an ordinary answer (200, status 'error'), not a failed request, so the
 * mini-registration screen shows 'Invalid referral code' rather than its network-error text.
 */
export function verifyReferralRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.verifyReferral,
    {
      schema: {
        querystring: VerifyReferralQuery,
        response: { 200: VerifyReferralResponse, ...errorResponses },
        tags: ['auth'],
        summary: 'Check a referral code (case-insensitive); own code and cycles are refused',
      },
    },
    async (req) => {
      await enforceLimit(app.deps.rateCounter, otpLimitKeys.ipReferralChecks(req.ip), OTP_LIMITS.ipReferralChecks);
      const { db } = app.deps;
      const viewer = req.auth?.user;
      if (viewer) {
        const check = await checkReferral(db, viewer.id, req.query.code);
        if (!check.ok) return { status: 'error' as const, message: check.message };
        return { status: 'success' as const, message: MESSAGES.validReferral, referrer_name: referrerName(check.referrer) };
      }
      const referrer = await findReferrerByCode(db, req.query.code);
      if (!referrer) return { status: 'error' as const, message: MESSAGES.invalidReferral };
      return { status: 'success' as const, message: MESSAGES.validReferral, referrer_name: referrerName(referrer) };
    },
  );
}
