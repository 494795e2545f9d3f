import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, MESSAGES, WatchlistToggleBody, WatchlistToggleResponse } from '@ott/contract';
import { requireUser } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { toggleWatchlist } from './watchlist-service.ts';

/** POST /api/watchlist/toggle/ (SPEC 7 'Watchlist'): content_id → in_watchlist after the flip. */
export function toggleWatchlistRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API.watchlistToggle,
    {
      preValidation: requireSession,
      schema: {
        body: WatchlistToggleBody,
        response: { 200: WatchlistToggleResponse, ...errorResponses },
        tags: ['watchlist'],
        summary: 'Add the title to your watchlist, or remove it when it is already there',
      },
    },
    async (req) => {
      const { user } = requireUser(req);
      const inWatchlist = await toggleWatchlist(app.deps.db, user.id, req.body.content_id);
      return {
        status: 'success' as const,
        in_watchlist: inWatchlist,
        message: inWatchlist ? MESSAGES.watchlistAdded : MESSAGES.watchlistRemoved,
      };
    },
  );
}
