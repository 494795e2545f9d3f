// GET /users/payment/check-status/{order_id}/ or /api/payment/check-status/{orderId}/ (SPEC 7).
import { PAYMENT_API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import type { PaymentStatusResult } from './types.ts';

export function checkPaymentStatus(orderId: string, variant: 'users' | 'api' = 'users'): Promise<PaymentStatusResult> {
  const path = variant === 'users' ? PAYMENT_API.checkStatusUsers(orderId) : PAYMENT_API.checkStatus(orderId);
  return api.get<PaymentStatusResult>(path);
}
