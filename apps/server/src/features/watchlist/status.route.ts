import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, WatchlistStatusQuery, WatchlistStatusResponse } from '@ott/contract';
import { requireUser } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { isInWatchlist } from './watchlist-service.ts';

/** GET /api/watchlist/status/?content_id= (SPEC 7 'Watchlist'): whether the title is in your list. */
export function watchlistStatusRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.watchlistStatus,
    {
      preValidation: requireSession,
      schema: {
        querystring: WatchlistStatusQuery,
        response: { 200: WatchlistStatusResponse, ...errorResponses },
        tags: ['watchlist'],
        summary: 'Whether the title is in your watchlist',
      },
    },
    async (req, reply) => {
      const { user } = requireUser(req);
      const inWatchlist = await isInWatchlist(app.deps.db, user.id, req.query.content_id);
      reply.header('cache-control', 'private, no-store');
      return { in_watchlist: inWatchlist };
    },
  );
}
