// Series (issue 18.4; not in SPEC 7): the public series pages and the viewer's place in a series.
// Episodes are videos: their streams, entitlement and progress are the catalogue's and progress'.
import type { FastifyInstance } from 'fastify';
import { getSeriesRoutes } from './get-series.route.ts';
import { watchStateRoute } from './watch-state.route.ts';

export async function seriesFeature(app: FastifyInstance) {
  getSeriesRoutes(app);
  watchStateRoute(app);
}
