// Watchlist feature (SPEC 2.20, SPEC 7 'Watchlist'): signed-in users only, each on their own list.
import type { FastifyInstance } from 'fastify';
import { listWatchlistRoute } from './list.route.ts';
import { watchlistStatusRoute } from './status.route.ts';
import { toggleWatchlistRoute } from './toggle.route.ts';

export async function watchlistFeature(app: FastifyInstance) {
  toggleWatchlistRoute(app);
  watchlistStatusRoute(app);
  listWatchlistRoute(app);
}
