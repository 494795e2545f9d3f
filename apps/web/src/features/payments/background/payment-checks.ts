// The background checks of SPEC 4, one step each so they can be tested alone:
// - a pending payment younger than 15 minutes is re-verified, up to 10 tries; older ones go;
// - a stored order older than 30 minutes goes;
// - the subscription is re-read from the server.
import {
  BACKGROUND_PENDING_MAX_AGE_MS,
  BACKGROUND_PENDING_MAX_RETRIES,
  PAYMENT_ORDER_MAX_AGE_MS,
} from '@ott/contract';
import { checkPaymentStatus } from '@/api/payments/check-payment-status.ts';
import { checkSubscriptionStatus } from '@/api/payments/check-subscription-status.ts';
import type { SubscriptionData } from '@/api/payments/types.ts';
import { verifyPayment } from '@/api/payments/verify-payment.ts';
import { useSession } from '@/lib/session.ts';
import { paymentRecords, type PendingPayment } from '../lib/payment-records.ts';
import { settlePaidOrder } from '../lib/settle.ts';
import { applySubscription } from '../lib/subscription.ts';

export type PendingCheckResult = 'none' | 'expired' | 'completed' | 'pending' | 'failed';

async function askServer(pending: PendingPayment): Promise<{ paid: boolean; gone: boolean; subscription?: SubscriptionData | null }> {
  if (pending.payment_id && pending.signature) {
    // The checkout succeeded but our verify did not get through: send the same proof again (the
    // server's verify is idempotent, so a repeat never extends twice).
    const result = await verifyPayment({
      result: {
        razorpay_payment_id: pending.payment_id,
        razorpay_order_id: pending.order_id,
        razorpay_signature: pending.signature,
      },
      planId: pending.plan_id,
      phone: pending.phone,
    });
    return { paid: result.status === 'success', gone: false, subscription: result.subscription };
  }
  const status = await checkPaymentStatus(pending.order_id);
  return {
    paid: status.status === 'completed',
    gone: status.status === 'failed' || status.status === 'expired',
    subscription: status.subscription,
  };
}

export async function checkPendingPayment(now = Date.now()): Promise<PendingCheckResult> {
  const pending = paymentRecords.readPending();
  if (!pending) return 'none';
  const phone = useSession.getState().phone;
  const tooOld = now - pending.timestamp >= BACKGROUND_PENDING_MAX_AGE_MS;
  if (tooOld || pending.retry_count >= BACKGROUND_PENDING_MAX_RETRIES || pending.phone !== phone) {
    paymentRecords.removePending();
    return 'expired';
  }
  paymentRecords.savePending({ ...pending, retry_count: pending.retry_count + 1 });
  let answer: Awaited<ReturnType<typeof askServer>>;
  try {
    answer = await askServer(pending);
  } catch {
    return 'pending';
  }
  // Another check (the screen's own polling) may have settled it meanwhile.
  if (paymentRecords.readPending()?.order_id !== pending.order_id) return 'none';
  if (answer.paid) {
    settlePaidOrder(pending.order_id, answer.subscription);
    return 'completed';
  }
  if (answer.gone) {
    paymentRecords.removePending();
    return 'failed';
  }
  return 'pending';
}

export function expireStoredOrder(now = Date.now()): boolean {
  const order = paymentRecords.readOrder();
  if (!order || now - order.created_at < PAYMENT_ORDER_MAX_AGE_MS) return false;
  paymentRecords.removeOrder();
  return true;
}

export async function checkSubscription(): Promise<void> {
  const phone = useSession.getState().phone;
  if (!phone) return;
  try {
    const result = await checkSubscriptionStatus(phone);
    if (useSession.getState().phone !== phone) return;
    applySubscription(result.subscription, result.is_subscribed);
  } catch {
    // The next tick tries again; the stored user stays as it was.
  }
}
