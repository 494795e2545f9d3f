// POST /api/payment/verify-upi-status/ {order_id} (SPEC 7): the verification page's first check.
import { PAYMENT_API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import type { PaymentStatusResult } from './types.ts';

export function verifyUpiStatus(orderId: string): Promise<PaymentStatusResult> {
  return api.post<PaymentStatusResult>(PAYMENT_API.verifyUpiStatus, { order_id: orderId });
}
