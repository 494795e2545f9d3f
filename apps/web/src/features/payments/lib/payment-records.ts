// The payment records kept in localStorage (SPEC 3 'Order', 'Pending payment record', and the
// `payment_success` key). They outlive a reload so that no paid order is forgotten.
import { PAYMENT_ORDER_MAX_AGE_MS } from '@ott/contract';
import type { OrderResult } from '@/api/payments/types.ts';
import { storage } from '@/lib/storage.ts';

export interface StoredOrder extends OrderResult {
  created_at: number;
  plan_id: number;
  phone: string;
  /** The plan's days when the order was made (an order grants those; issue 15.4). */
  duration_days?: number;
}

export interface PendingPayment {
  payment_id: string | null;
  order_id: string;
  signature: string | null;
  plan_id: number;
  phone: string;
  timestamp: number;
  retry_count: number;
  amount: number;
  plan_name: string;
}

export interface PaymentSuccessMarker {
  orderId: string;
  timestamp: number;
}

export const paymentRecords = {
  readOrder: () => storage.getJson<StoredOrder>('paymentOrder'),
  saveOrder: (order: StoredOrder) => storage.setJson('paymentOrder', order),
  removeOrder: () => storage.remove('paymentOrder'),
  readPending: () => storage.getJson<PendingPayment>('pendingPayment'),
  savePending: (pending: PendingPayment) => storage.setJson('pendingPayment', pending),
  removePending: () => storage.remove('pendingPayment'),
  readSuccessMarker: () => storage.getJson<PaymentSuccessMarker>('paymentSuccess'),
  removeSuccessMarker: () => storage.remove('paymentSuccess'),
};

/**
 * SPEC 4 'Plan payment': the stored order is reused for the same plan (and payer) while younger
 * than 30 minutes; anything else is removed so a fresh order is made.
 */
/** The stored order for this plan at this price (paise) and days, if still fresh: an edited plan gets a new order. */
export function reusableOrder(planId: number, phone: string, amountPaise: number, durationDays: number, now = Date.now()): StoredOrder | null {
  const order = paymentRecords.readOrder();
  if (!order) return null;
  const fresh = now - order.created_at < PAYMENT_ORDER_MAX_AGE_MS;
  const same = order.plan_id === planId && order.phone === phone && order.amount === amountPaise && order.duration_days === durationDays;
  if (fresh && same) return order;
  paymentRecords.removeOrder();
  return null;
}

export function newPendingPayment(input: {
  orderId: string;
  planId: number;
  phone: string;
  amount: number;
  planName: string;
}): PendingPayment {
  return {
    payment_id: null,
    order_id: input.orderId,
    signature: null,
    plan_id: input.planId,
    phone: input.phone,
    timestamp: Date.now(),
    retry_count: 0,
    amount: input.amount,
    plan_name: input.planName,
  };
}
