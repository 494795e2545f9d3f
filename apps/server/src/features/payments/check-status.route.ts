import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, PAYMENT_API, PaymentStatusResponse, VerifyUpiStatusBody } from '@ott/contract';
import type { Deps } from '../../lib/deps.ts';
import { users } from '../../lib/db/schema.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { findOwnOrder } from './order-service.ts';
import { settleOrder, type OrderStatus } from './settle-order.ts';
import { subscriptionInfo } from './subscription.ts';

const MESSAGE: Record<OrderStatus, string> = {
  completed: MESSAGES.paymentSuccessSubscription,
  pending: MESSAGES.paymentPending,
  failed: MESSAGES.paymentFailedRetry,
  expired: MESSAGES.paymentExpired,
};

/**
 * 'completed' once fulfilled; otherwise asks the gateway and fulfils when it reports a capture.
 * This is how an order whose checkout was dismissed but paid later settles by polling (SPEC 4).
 */
async function statusOf(deps: Deps, userId: number, gatewayOrderId: string) {
  const order = await findOwnOrder(deps, gatewayOrderId, userId);
  const status = await settleOrder(deps, order);
  const [user] = status === 'completed' ? await deps.db.select().from(users).where(eq(users.id, userId)) : [];
  return {
    status,
    order_id: order.gatewayOrderId,
    message: order.kind === 'rental' && status === 'completed' ? MESSAGES.paymentSuccessRental : MESSAGE[status],
    subscription: user && order.kind === 'subscription' ? subscriptionInfo(user) : null,
  };
}

const Params = z.object({ order_id: z.string().min(1).max(64) });

/** GET /users/payment/check-status/{order_id}/ and /api/payment/check-status/{orderId}/ (SPEC 7). */
export function checkStatusRoutes(app: FastifyInstance) {
  for (const url of ['/users/payment/check-status/:order_id/', '/api/payment/check-status/:order_id/']) {
    app.withTypeProvider<ZodTypeProvider>().get(
      url,
      {
        preValidation: requireSession,
        schema: {
          params: Params,
          response: { 200: PaymentStatusResponse, ...errorResponses },
          tags: ['payments'],
          summary: 'Order status; settles from the gateway when the browser never came back',
        },
      },
      async (req) => statusOf(app.deps, req.auth?.user.id ?? -1, req.params.order_id),
    );
  }
  /** POST /api/payment/verify-upi-status/ {order_id} (SPEC 7, payment verification page). */
  app.withTypeProvider<ZodTypeProvider>().post(
    PAYMENT_API.verifyUpiStatus,
    {
      preValidation: requireSession,
      schema: {
        body: VerifyUpiStatusBody,
        response: { 200: PaymentStatusResponse, ...errorResponses },
        tags: ['payments'],
        summary: 'Status of a UPI payment (same rules as check-status)',
      },
    },
    async (req) => statusOf(app.deps, req.auth?.user.id ?? -1, req.body.order_id),
  );
}
