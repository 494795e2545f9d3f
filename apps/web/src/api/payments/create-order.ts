// POST /api/payment/create-order/ (SPEC 7): the server prices the order from its own plan table and
// only checks the amount we send (ARCHITECTURE 5).
import { CURRENCY, PAYMENT_API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import type { OrderResult } from './types.ts';

export interface CreateOrderInput {
  planId: number;
  /** Rupees, as the spec's client sends it. */
  amount: number;
  phone: string;
  /** A subscribed viewer's deliberate extension (issue 12); the server refuses them without it (409). */
  extend?: boolean;
}

export function createOrder({ planId, amount, phone, extend }: CreateOrderInput): Promise<OrderResult> {
  return api.post<OrderResult>(
    PAYMENT_API.createOrder,
    { amount, currency: CURRENCY, plan_id: planId, phone, ...(extend ? { extend: true } : {}) },
    // A 401 here logs out with the screen's own message (SPEC 8 'Plans'), not the global redirect.
    { skipAuthRedirect: true },
  );
}
