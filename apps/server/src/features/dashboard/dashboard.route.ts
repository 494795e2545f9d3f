// GET /api/admin/dashboard/?from=&to= (issue 17.5): every operator role; and
// GET /api/admin/dashboard/money/?from=&to=: revenue and pending withdrawals, finance role only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, DashboardMoneyResponse, DashboardQuery, DashboardResponse, resolveDashboardRange } from '@ott/contract';
import { badRequest } from '../../lib/errors.ts';
import { errorResponses } from '../auth/index.ts';
import { requireRole } from '../admin/index.ts';
import { getDashboard, getDashboardMoney } from './dashboard-service.ts';
import { LiveCache } from './live-cache.ts';

function rangeOf(query: DashboardQuery, now: Date) {
  const range = resolveDashboardRange(query, now);
  if (!range.ok) throw badRequest(range.message);
  return range;
}

/** `live`: the instance's cache of live figures, shared by both routes (one per app by default). */
export function dashboardRoutes(app: FastifyInstance, live: LiveCache = new LiveCache()) {
  const { db } = app.deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    API.adminDashboard,
    {
      preValidation: requireRole('editor', 'finance', 'support'),
      schema: {
        querystring: DashboardQuery,
        response: { 200: DashboardResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Signups, subscribers, rentals, top titles, ads and failing jobs per India day (every operator role)',
      },
    },
    async (req) => {
      const now = new Date();
      return { status: 'success' as const, data: await getDashboard(db, rangeOf(req.query, now), now, live.get) };
    },
  );
  routes.get(
    API.adminDashboardMoney,
    {
      preValidation: requireRole('finance'),
      schema: {
        querystring: DashboardQuery,
        response: { 200: DashboardMoneyResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Revenue per India day in paise (captured less refunded) and pending withdrawals (finance role)',
      },
    },
    async (req) => {
      const now = new Date();
      return { status: 'success' as const, data: await getDashboardMoney(db, rangeOf(req.query, now), now, live.get) };
    },
  );
}
