// Razorpay webhooks (PAYMENTS.md): at least once, any order. Each event id is processed once
// (webhook_events, lib/webhooks/event-store.ts), and the order row's fulfilled_at dedupes a second
// event for the same payment.
import type { Deps } from '../../lib/deps.ts';
import { fulfilOrder } from './fulfil-order.ts';
import { findOrderByGatewayId } from './order-service.ts';
import { recordPaymentFailure } from './settle-order.ts';
import type { GatewayPayment } from './gateway/index.ts';

export interface WebhookEvent {
  event: string;
  payload?: { payment?: { entity?: Partial<GatewayPayment> }; order?: { entity?: { id?: string } } };
}

/** payment.captured / order.paid fulfil; payment.failed records the failure; others are ignored. */
export async function processEvent(deps: Deps, event: WebhookEvent): Promise<void> {
  const payment = event.payload?.payment?.entity;
  const orderId = payment?.order_id ?? event.payload?.order?.entity?.id;
  if (!orderId || !payment?.id) return;
  const order = await findOrderByGatewayId(deps, orderId);
  if (!order) return;
  if (event.event === 'payment.captured' || event.event === 'order.paid') {
    await fulfilOrder(deps, order.id, {
      gatewayPaymentId: payment.id,
      amountPaise: Number(payment.amount ?? 0),
      method: payment.method ?? null,
    });
  } else if (event.event === 'payment.failed') {
    await recordPaymentFailure(deps, order, {
      gatewayPaymentId: payment.id,
      amountPaise: Number(payment.amount ?? 0),
      method: payment.method ?? null,
      errorCode: payment.error_code ?? null,
      errorDescription: payment.error_description ?? null,
    });
  }
}
