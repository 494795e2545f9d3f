import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, LogoutResponse, MESSAGES } from '@ott/contract';
import { errorResponses } from './error-responses.ts';
import { clearSessionCookie, revokeSessionByToken } from './session-service.ts';

/** POST /users/logout/: revokes whatever session the request presents; idempotent. */
export function logoutRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API.logout,
    { schema: { response: { 200: LogoutResponse, ...errorResponses }, tags: ['auth'], summary: 'Sign out this session' } },
    async (req, reply) => {
      if (req.presentedToken) await revokeSessionByToken(app.deps.db, req.presentedToken, 'logout');
      clearSessionCookie(app.deps, reply);
      return { status: 'success' as const, message: MESSAGES.loggedOut };
    },
  );
}
