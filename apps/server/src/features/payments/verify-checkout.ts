// The browser's checkout result (SPEC 3 'Payment result'): the signature proves the gateway
// issued this payment for this order; the order must be the caller's and of the expected kind.
import { MESSAGES } from '@ott/contract';
import type { Deps } from '../../lib/deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { paymentGateway } from './gateway/index.ts';
import { fulfilOrder, type OrderRow } from './fulfil-order.ts';
import { findOwnOrder, type OrderKind } from './order-service.ts';

export interface CheckoutResult {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export async function verifyCheckoutResult(
  deps: Deps,
  userId: number,
  result: CheckoutResult,
  kind: OrderKind,
): Promise<OrderRow> {
  const order = await findOwnOrder(deps, result.razorpay_order_id, userId);
  if (order.kind !== kind) throw badRequest(MESSAGES.paymentVerificationFailed);
  const valid = paymentGateway(deps).verifyCheckoutSignature({
    orderId: order.gatewayOrderId,
    paymentId: result.razorpay_payment_id,
    signature: result.razorpay_signature,
  });
  if (!valid) throw badRequest(MESSAGES.paymentVerificationFailed);
  // Checkout's handler fires only for a successful payment of the order's amount (auto-capture).
  const outcome = await fulfilOrder(deps, order.id, {
    gatewayPaymentId: result.razorpay_payment_id,
    amountPaise: order.amountPaise,
  });
  if (outcome.result === 'amount-mismatch') throw badRequest(MESSAGES.paymentVerificationFailed);
  return outcome.order;
}
