import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES, IdParam, MESSAGES, SuccessMessage } from '@ott/contract';
import { notFound } from '../../lib/errors.ts';
import { requireUser } from '../../lib/http/session-context.ts';
import { clearSessionCookie, errorResponses, requireSession } from '../auth/index.ts';
import { signOutSession } from './user-sessions-service.ts';

/** POST /users/sessions/{id}/sign-out/ (issue 16.7, CSRF): one of the caller's own sessions; else 404. */
export function signOutSessionRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_ROUTES.signOutSession,
    {
      preValidation: requireSession,
      schema: {
        params: IdParam,
        response: { 200: SuccessMessage, ...errorResponses },
        tags: ['sessions'],
        summary: 'Sign out one of your sessions',
      },
    },
    async (req, reply) => {
      const { user, session } = requireUser(req);
      const outcome = await signOutSession(app.deps.db, user.id, req.params.id);
      if (outcome === 'not_found') throw notFound(MESSAGES.sessionNotFound);
      if (req.params.id === session.id) clearSessionCookie(app.deps, reply);
      return { status: 'success' as const, message: MESSAGES.sessionSignedOut };
    },
  );
}
