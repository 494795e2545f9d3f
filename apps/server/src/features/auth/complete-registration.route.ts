import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, CompleteRegistrationBody, CompleteRegistrationResponse, MESSAGES } from '@ott/contract';
import { requireOwnPhone } from '../../lib/http/session-context.ts';
import { errorResponses } from './error-responses.ts';
import { requireSession } from './require-session.ts';
import { completeRegistration } from './registration-service.ts';
import { currentCsrfToken } from './session-service.ts';
import { loadUserDto } from './user-dto.ts';

/** POST /users/complete-registration/ (SPEC 7): mini or full registration of the signed-in user. */
export function completeRegistrationRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API.completeRegistration,
    {
      preValidation: requireSession,
      schema: {
        body: CompleteRegistrationBody,
        response: { 200: CompleteRegistrationResponse, ...errorResponses },
        tags: ['auth'],
        summary: 'Save the profile of the signed-in user (phone, if sent, must be the session’s)',
      },
    },
    async (req, reply) => {
      const { user } = requireOwnPhone(req, req.body.phone);
      const saved = await completeRegistration(app.deps.db, user, req.body);
      return {
        status: 'success' as const,
        message: MESSAGES.registrationSuccess,
        user: await loadUserDto(app.deps.db, saved, app.deps.config.mediaBaseUrl),
        csrf_token: currentCsrfToken(app.deps, req, reply),
      };
    },
  );
}
