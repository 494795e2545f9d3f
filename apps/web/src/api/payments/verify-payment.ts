// POST /users/verify-payment/ (plans screen) or /api/payment/verify-payment/ (payment page), SPEC 7.
import { PAYMENT_API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import type { PaymentResultData, VerifyPaymentResult } from './types.ts';

export interface VerifyPaymentInput {
  result: PaymentResultData;
  planId: number;
  phone: string;
  /** 'users' for /users/verify-payment/, 'api' for /api/payment/verify-payment/. */
  variant?: 'users' | 'api';
}

export function verifyPayment({ result, planId, phone, variant = 'users' }: VerifyPaymentInput): Promise<VerifyPaymentResult> {
  const path = variant === 'users' ? PAYMENT_API.verifyPaymentUsers : PAYMENT_API.verifyPayment;
  return api.post<VerifyPaymentResult>(path, { ...result, plan_id: planId, phone });
}
