import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, ContinueWatchingResponse } from '@ott/contract';
import { requireUser } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { listContinueWatching } from './progress-service.ts';

/** GET /api/continue-watching/ (issue 4): unfinished titles, most recently watched first (20). */
export function continueWatchingRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.continueWatching,
    {
      preValidation: requireSession,
      schema: {
        response: { 200: ContinueWatchingResponse, ...errorResponses },
        tags: ['continue watching'],
        summary: 'Titles you started and did not finish, most recent first',
      },
    },
    async (req, reply) => {
      const { user } = requireUser(req);
      reply.header('cache-control', 'private, no-store');
      return { status: 'success' as const, data: await listContinueWatching(app.deps.db, user.id, app.deps.config.mediaBaseUrl) };
    },
  );
}
