// The payments console's writes (issue 17.2, finance role), each audited and idempotent:
// POST /api/admin/payments/{id}/settle/ settles an order from the gateway's books, and
// POST /api/admin/payments/refunds/{id}/retry/ sends a failed refund again by its own key.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES, IdParam, MESSAGES, PAYMENTS_ADMIN_MESSAGES as M, RetryRefundResponse, SettleOrderResponse } from '@ott/contract';
import { notFound } from '../../lib/errors.ts';
import { errorResponses } from '../auth/index.ts';
import { auditActorOf, requireRole } from '../admin/index.ts';
import { orderRowById } from './order-rows.ts';
import { refundDetail } from './refund-detail.ts';
import { retryRefundNow } from './retry-refund.ts';
import { settleFromConsole } from './settle.ts';

export function paymentActionRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const finance = requireRole('finance');

  api.post(
    API_ROUTES.adminOrderSettle,
    {
      preValidation: finance,
      schema: {
        params: IdParam,
        response: { 200: SettleOrderResponse, ...errorResponses },
        tags: ['admin'],
        summary: "Settle an order from the gateway's books: fulfil a capture, or record and refund a second one (finance role)",
      },
    },
    async (req) => {
      const changed = await settleFromConsole(app.deps, req.params.id, auditActorOf(req));
      const order = await orderRowById(db, req.params.id);
      if (!order) throw notFound(MESSAGES.orderNotFound);
      return { status: 'success' as const, message: changed ? M.settled : M.alreadySettled, changed, order };
    },
  );

  api.post(
    API_ROUTES.adminRefundRetry,
    {
      preValidation: finance,
      schema: {
        params: IdParam,
        response: { 200: RetryRefundResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Send a failed refund to the gateway again with its own idempotency key (finance role)',
      },
    },
    async (req) => {
      await retryRefundNow(app.deps, req.params.id, auditActorOf(req));
      const refund = await refundDetail(db, req.params.id);
      if (!refund) throw notFound(M.refundNotFound);
      return { status: 'success' as const, message: M.refundRetried, refund };
    },
  );
}
