import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, PhoneQuery, WithdrawalLimitsResponse } from '@ott/contract';
import { requireOwnPhone } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { withdrawalLimits } from './withdrawal-service.ts';

/** GET /users/withdrawal-limits/?phone= (SPEC 7): rupee limits and what is left of today (Indian time). */
export function withdrawalLimitsRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.withdrawalLimits,
    {
      preValidation: requireSession,
      schema: {
        querystring: PhoneQuery,
        response: { 200: WithdrawalLimitsResponse, ...errorResponses },
        tags: ['wallet'],
        summary: 'Withdrawal limits and withdrawals left today',
      },
    },
    async (req) => {
      const { user } = requireOwnPhone(req, req.query.phone);
      return { status: 'success' as const, ...(await withdrawalLimits(app.deps, user.id)) };
    },
  );
}
