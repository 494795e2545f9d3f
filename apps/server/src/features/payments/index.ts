// Plans and payments (SPEC 7 'Plans, payments, rentals'; ARCHITECTURE 7). Rentals and codes are
// their own features and use what this index exports.
import type { FastifyInstance } from 'fastify';
import { checkStatusRoutes } from './check-status.route.ts';
import { createOrderRoute } from './create-order.route.ts';
import { plansRoute } from './plans.route.ts';
import { refundRoute } from './refund.route.ts';
import { verifyPaymentRoutes } from './verify-payment.route.ts';
import { webhookRoute } from './webhook.route.ts';

export async function paymentsFeature(app: FastifyInstance) {
  plansRoute(app);
  createOrderRoute(app);
  verifyPaymentRoutes(app);
  checkStatusRoutes(app);
  refundRoute(app);
  await app.register(webhookRoute);
}

export { paymentGateway, checkoutSignature, gatewayId, hmacHex, sandboxSecrets, toGatewayPayment, SANDBOX_KEY_ID } from './gateway/index.ts';
export { createRazorpayGateway, RazorpayError } from './gateway/index.ts';
export type { PaymentGateway, GatewayPayment } from './gateway/index.ts';
export { paymentHooks } from './hooks.ts';
export { fulfilOrder, type OrderRow } from './fulfil-order.ts';
export { settleOrder } from './settle-order.ts';
export { createOrReuseOrder, orderResponse, findOwnOrder, findOrderByGatewayId } from './order-service.ts';
export { verifyCheckoutResult } from './verify-checkout.ts';
export { grantSubscription, subscriptionInfo } from './subscription.ts';
export { planDto, durationText, type PlanRow } from './plan-dto.ts';
export { reconcilePayments } from './reconcile.ts';
export { retryFailedRefunds } from './refund-retry.ts';
export { refundDto } from './refund-dto.ts';
export { settleSecondCaptures, capturedPayments } from './settle-order.ts';
export { refundOrder, sendRefund, duplicateCaptureKey } from './refund-service.ts';
export { gatewayIdempotencyKey, claimRetry, refundBackoffMs, type RefundRow } from './refund-send.ts';
export { listPublicPlans, PLANS_CACHE, PLANS_TTL_SECONDS } from './public-plans.ts';
