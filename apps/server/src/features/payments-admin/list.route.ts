// GET /api/admin/payments/ (issue 17.2, finance role): orders and their payments, filtered, newest
// first, in keyset pages (`next_cursor`), so a page costs the same on the first and the ten-thousandth.
import { and } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, PaymentsListQuery, PaymentsListResponse } from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { requireRole } from '../admin/index.ts';
import { afterCursor, decodeCursor, filterWhere } from './order-filters.ts';
import { orderPage } from './order-rows.ts';

export function listPaymentsRoute(app: FastifyInstance) {
  const { db } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    API.adminPayments,
    {
      preValidation: requireRole('finance'),
      schema: {
        querystring: PaymentsListQuery,
        response: { 200: PaymentsListResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Orders with their payments, filtered by state, gateway, plan, kind, IST days, amount and phone; newest first (finance role)',
      },
    },
    async (req) => {
      const { cursor, limit, ...filter } = req.query;
      const where = and(filterWhere(filter), cursor === undefined ? undefined : afterCursor(decodeCursor(cursor)));
      const page = await orderPage(db, where, limit);
      return { status: 'success' as const, data: page.rows, next_cursor: page.nextCursor };
    },
  );
}
