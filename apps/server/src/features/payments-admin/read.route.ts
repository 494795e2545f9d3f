// The payments console's reads besides the list (issue 17.2, finance role): one order's page
// (GET /api/admin/payments/{id}/) and the reconciliation view (GET .../reconciliation/?days=).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, API_ROUTES, IdParam, OrderDetailResponse, ReconciliationQuery, ReconciliationResponse } from '@ott/contract';
import { refunds } from '../../lib/db/schema.ts';
import { errorResponses } from '../auth/index.ts';
import { requireRole } from '../admin/index.ts';
import { loadOrderDetail } from './order-detail.ts';
import { findMismatches } from './reconciliation.ts';
import { listRefunds } from './refund-detail.ts';

export function paymentReadRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const finance = requireRole('finance');

  api.get(
    API_ROUTES.adminOrder,
    {
      preValidation: finance,
      schema: {
        params: IdParam,
        response: { 200: OrderDetailResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'An order with its payments, refunds, what is left to refund, the viewer and its audit entries (finance role)',
      },
    },
    async (req) => ({ status: 'success' as const, ...(await loadOrderDetail(app.deps.db, req.params.id)) }),
  );

  api.get(
    API.adminPaymentsReconciliation,
    {
      preValidation: finance,
      schema: {
        querystring: ReconciliationQuery,
        response: { 200: ReconciliationResponse, ...errorResponses },
        tags: ['admin'],
        summary: "Recent orders whose state differs from the gateway's, and failed refunds (finance role)",
      },
    },
    async (req) => {
      const { checked, mismatches } = await findMismatches(app.deps, req.query.days);
      const failed = await listRefunds(app.deps.db, eq(refunds.status, 'failed'));
      return { status: 'success' as const, checked, mismatches, failed_refunds: failed };
    },
  );
}
