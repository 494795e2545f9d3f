import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, MESSAGES, SignOutEverywhereResponse } from '@ott/contract';
import { requireUser } from '../../lib/http/session-context.ts';
import { clearSessionCookie, errorResponses, requireSession } from '../auth/index.ts';
import { signOutEverywhere } from './user-sessions-service.ts';

/** POST /users/sessions/sign-out-everywhere/ (issue 16.7, CSRF): every session of the caller, this one too. */
export function signOutEverywhereRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API.signOutEverywhere,
    {
      preValidation: requireSession,
      schema: {
        response: { 200: SignOutEverywhereResponse, ...errorResponses },
        tags: ['sessions'],
        summary: 'Sign out every session of the signed-in user, this one included',
      },
    },
    async (req, reply) => {
      const { user } = requireUser(req);
      const signedOut = await signOutEverywhere(app.deps.db, user.id);
      clearSessionCookie(app.deps, reply);
      return { status: 'success' as const, message: MESSAGES.signedOutEverywhere, signed_out: signedOut };
    },
  );
}
