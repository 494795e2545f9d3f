// A payment the server confirmed: forget the local records (so nothing re-verifies or reuses a
// paid order) and put the new subscription into the session.
import type { SubscriptionData } from '@/api/payments/types.ts';
import { paymentRecords } from './payment-records.ts';
import { applySubscription } from './subscription.ts';

export function settlePaidOrder(orderId: string, subscription: SubscriptionData | null | undefined) {
  if (paymentRecords.readPending()?.order_id === orderId) paymentRecords.removePending();
  if (paymentRecords.readOrder()?.order_id === orderId) paymentRecords.removeOrder();
  applySubscription(subscription, true);
}

/**
 * One toast id for 'Payment successful!': the screen's own polling and the background checks may
 * both see the same payment complete, and the payer should be told once.
 */
export const PAYMENT_SUCCESS_TOAST = { id: 'payment-success' } as const;
