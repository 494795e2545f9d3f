// Razorpay webhooks (PAYMENTS.md): at least once, any order. Each event id is processed once
// (webhook_events, lib/webhooks/event-store.ts), and the order row's fulfilled_at dedupes a second
// event for the same payment.
import type { PaymentWebhookEvent } from '@ott/contract';
import type { Deps } from '../../lib/deps.ts';
import { fulfilOrder } from './fulfil-order.ts';
import { findOrderByGatewayId } from './order-service.ts';
import { recordPaymentFailure } from './settle-order.ts';

/** payment.captured / order.paid fulfil; payment.failed records the failure (the route checked the fields). */
export async function processEvent(deps: Deps, event: PaymentWebhookEvent): Promise<void> {
  const payment = event.payload.payment.entity;
  const order = await findOrderByGatewayId(deps, payment.order_id);
  if (!order) return;
  if (event.event === 'payment.captured' || event.event === 'order.paid') {
    await fulfilOrder(deps, order.id, {
      gatewayPaymentId: payment.id,
      amountPaise: payment.amount,
      method: payment.method ?? null,
    });
  } else {
    await recordPaymentFailure(deps, order, {
      gatewayPaymentId: payment.id,
      amountPaise: payment.amount,
      method: payment.method ?? null,
      errorCode: payment.error_code ?? null,
      errorDescription: payment.error_description ?? null,
    });
  }
}
