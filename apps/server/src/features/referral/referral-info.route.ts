import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, MESSAGES, PhoneQuery, ReferralInfoResponse } from '@ott/contract';
import { requireOwnPhone } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { inviteUrl, listReferredUsers } from './referral-service.ts';

/** GET /users/referral-info/?phone= (SPEC 7): the session user's code, QR, invitation link and referrals. */
export function referralInfoRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.referralInfo,
    {
      preValidation: requireSession,
      schema: {
        querystring: PhoneQuery,
        response: { 200: ReferralInfoResponse, ...errorResponses },
        tags: ['referral'],
        summary: 'The signed-in user’s referral code, invitation link and direct referrals (phones masked), newest first',
      },
    },
    async (req, reply) => {
      const { user } = requireOwnPhone(req, req.query.phone);
      const referred = await listReferredUsers(app.deps.db, user.id);
      reply.header('Cache-Control', 'private, no-store');
      return {
        status: 'success' as const,
        referral_code: user.referralCode,
        qr_code_url: API.referralQr,
        invite_url: inviteUrl(app.deps.config, req, user.referralCode),
        total_referrals: referred.length,
        referred_users: referred,
        message: MESSAGES.referralInfoLoaded,
      };
    },
  );
}
