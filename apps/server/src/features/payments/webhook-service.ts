// Razorpay webhooks (PAYMENTS.md): at least once, any order. Each event id is processed once
// (webhook_events), and the order row's fulfilled_at dedupes a second event for the same payment.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { webhookEvents } from '../../lib/db/schema.ts';
import { fulfilOrder } from './fulfil-order.ts';
import { findOrderByGatewayId } from './order-service.ts';
import { recordPaymentFailure } from './settle-order.ts';
import type { GatewayPayment } from './gateway/index.ts';

export interface WebhookEvent {
  event: string;
  payload?: { payment?: { entity?: Partial<GatewayPayment> }; order?: { entity?: { id?: string } } };
}

/** Stores the event unless already processed; returns false for a replay. */
export async function claimEvent(deps: Deps, gateway: string, eventId: string, event: WebhookEvent): Promise<boolean> {
  const [inserted] = await deps.db
    .insert(webhookEvents)
    .values({ gateway, eventId, eventType: event.event, payload: event })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (inserted) return true;
  // Seen before: process again only if that earlier attempt never finished.
  const [seen] = await deps.db
    .select({ processedAt: webhookEvents.processedAt })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.gateway, gateway), eq(webhookEvents.eventId, eventId)));
  return !seen?.processedAt;
}

export async function markProcessed(deps: Deps, gateway: string, eventId: string): Promise<void> {
  await deps.db
    .update(webhookEvents)
    .set({ processedAt: new Date() })
    .where(and(eq(webhookEvents.gateway, gateway), eq(webhookEvents.eventId, eventId)));
}

export function fallbackEventId(rawBody: Buffer): string {
  return `body_${crypto.createHash('sha256').update(rawBody).digest('hex').slice(0, 32)}`;
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
