// The console's dashboard (issue 17.5): the business in numbers per India day, from daily rollups
// of closed days and live queries for today (docs/decisions.md 'Dashboard').
import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './dashboard.route.ts';

export async function dashboardFeature(app: FastifyInstance) {
  dashboardRoutes(app);
}

export { addWatchSeconds } from './title-days.ts';
export { watchedSeconds } from './watch-time.ts';
export { rollUpClosedDays } from './rollup.ts';
