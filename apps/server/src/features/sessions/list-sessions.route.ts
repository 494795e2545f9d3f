import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, SessionsResponse } from '@ott/contract';
import { requireUser } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { listLiveSessions } from './user-sessions-service.ts';

/** GET /users/sessions/ (issue 16.7): the caller's live sessions, newest activity first. */
export function listSessionsRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.userSessions,
    {
      preValidation: requireSession,
      schema: {
        response: { 200: SessionsResponse, ...errorResponses },
        tags: ['sessions'],
        summary: 'The signed-in user’s live sessions, with or without a registered device',
      },
    },
    async (req) => {
      const { user, session } = requireUser(req);
      return { status: 'success' as const, sessions: await listLiveSessions(app.deps.db, user.id, session.id) };
    },
  );
}
