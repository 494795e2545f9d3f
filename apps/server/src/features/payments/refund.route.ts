// POST /api/admin/payments/{orderId}/refund/ (issue 17.2; not in SPEC 7): a finance operator refunds
// an order's payment in full or in part. Repeating the request with the same idempotency key answers
// the same refund (and retries it at the gateway if it had failed).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES, IdParam, REFUND_MESSAGES, RefundBody, RefundResponse } from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { auditActorOf, requireRole } from '../admin/index.ts';
import { refundDto } from './refund-dto.ts';
import { refundOrder } from './refund-service.ts';

export function refundRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_ROUTES.adminOrderRefund,
    {
      preValidation: requireRole('finance'),
      schema: {
        params: IdParam,
        body: RefundBody,
        response: { 200: RefundResponse, ...errorResponses },
        tags: ['admin'],
        summary: "Refund an order's payment in full or in part through the gateway (finance role)",
      },
    },
    async (req) => {
      const outcome = await refundOrder(app.deps, {
        orderId: req.params.id,
        amountPaise: req.body.amount_paise,
        reason: req.body.reason,
        idempotencyKey: req.body.idempotency_key,
        actor: auditActorOf(req),
      });
      return {
        status: 'success' as const,
        message: outcome.refund.status === 'failed' ? REFUND_MESSAGES.refundFailed : REFUND_MESSAGES.refundRequested,
        refund: refundDto(outcome.refund, outcome.paymentId),
        refunded_paise: outcome.refundedPaise,
        remaining_paise: outcome.remainingPaise,
      };
    },
  );
}
