import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, WatchlistResponse } from '@ott/contract';
import { requireUser } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { listWatchlist } from './watchlist-service.ts';

/** GET /api/watchlist/ (SPEC 7 'Watchlist', SPEC 2.20): your list, newest first. */
export function listWatchlistRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.watchlist,
    {
      preValidation: requireSession,
      schema: {
        response: { 200: WatchlistResponse, ...errorResponses },
        tags: ['watchlist'],
        summary: 'Your watchlist, most recently added first',
      },
    },
    async (req, reply) => {
      const { user } = requireUser(req);
      reply.header('cache-control', 'private, no-store');
      return listWatchlist(app.deps.db, user.id, app.deps.config.mediaBaseUrl);
    },
  );
}
