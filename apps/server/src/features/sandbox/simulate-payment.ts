// What the sandbox gateway does when the payer presses a button on its checkout page: record the
// payment in its own books, sign the result exactly as Razorpay does, and deliver the webhooks
// Razorpay would send to our webhook route, in the background.
import { and, eq } from 'drizzle-orm';
import type { SandboxPayBody, SandboxPayResponse } from '@ott/contract';
import { MESSAGES } from '@ott/contract';
import type { z } from 'zod';
import type { Deps } from '../../lib/deps.ts';
import { sandboxOrders, sandboxPayments } from '../../lib/db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { checkoutSignature, gatewayId, sandboxSecrets } from '../payments/index.ts';
import { deliverWebhooks, type Delivery } from './deliver-webhooks.ts';

type Method = z.infer<typeof SandboxPayBody>['method'];

/** Provider-style failures per method (Razorpay's error object fields). */
const FAILURES: Record<'upi' | 'card' | 'netbanking', { description: string; source: string; reason: string }> = {
  upi: { description: 'Payment failed due to insufficient funds', source: 'customer', reason: 'insufficient_funds' },
  card: { description: 'Your payment was declined by the bank', source: 'bank', reason: 'payment_declined' },
  netbanking: { description: 'Your payment could not be completed as the bank did not respond', source: 'bank', reason: 'bank_technical_error' },
};

export const gatewayMethod = (m: Method): 'upi' | 'card' | 'netbanking' =>
  m === 'card' ? 'card' : m === 'netbanking' ? 'netbanking' : 'upi';

export async function simulatePayment(
  deps: Deps,
  inject: (delivery: Delivery) => Promise<void>,
  body: z.infer<typeof SandboxPayBody>,
): Promise<z.infer<typeof SandboxPayResponse>> {
  const [order] = await deps.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, body.order_id));
  if (!order) throw notFound(MESSAGES.orderNotFound);
  if (body.outcome === 'dismiss') return { outcome: 'dismiss' };
  const [paid] = await deps.db
    .select({ id: sandboxPayments.id })
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.orderId, order.id), eq(sandboxPayments.status, 'captured')));
  if (paid) throw badRequest(MESSAGES.invalidRequest);

  const method = gatewayMethod(body.method);
  const failure = body.outcome === 'failure' ? FAILURES[method] : null;
  const [payment] = await deps.db
    .insert(sandboxPayments)
    .values({
      id: gatewayId('pay'),
      orderId: order.id,
      amountPaise: order.amountPaise,
      currency: order.currency,
      method,
      status: failure ? 'failed' : 'captured',
      errorCode: failure ? 'BAD_REQUEST_ERROR' : null,
      errorDescription: failure?.description ?? null,
    })
    .returning();
  if (!payment) throw new Error('sandbox payment insert failed');
  await deliverWebhooks(deps, inject, order, payment);

  if (failure) {
    return {
      outcome: 'failure',
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: failure.description,
        source: failure.source,
        step: 'payment_authorization',
        reason: failure.reason,
        metadata: { order_id: order.id, payment_id: payment.id },
      },
    };
  }
  return {
    outcome: 'success',
    razorpay_payment_id: payment.id,
    razorpay_order_id: order.id,
    razorpay_signature: checkoutSignature(sandboxSecrets(deps.config.sessionSecret).keySecret, order.id, payment.id),
  };
}
