// A refund as the admin API shows it (the refund route's answer and the payments console).
import type { AdminRefund } from '@ott/contract';
import type { RefundRow } from './refund-send.ts';

export function refundDto(refund: RefundRow, paymentId: string): AdminRefund {
  return {
    id: refund.id,
    order_id: refund.orderId,
    payment_id: paymentId,
    amount_paise: refund.amountPaise,
    status: refund.status as AdminRefund['status'],
    kind: refund.kind as AdminRefund['kind'],
    reason: refund.reason,
    gateway_refund_id: refund.gatewayRefundId,
    created_at: refund.createdAt.toISOString(),
  };
}
