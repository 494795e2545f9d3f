// The client payment service (SPEC 4 'Background checks'), started once per signed-in session by
// PaymentWatcher: pending payment and stored order every 30 s and on window focus, subscription
// every 120 s. Loaded lazily, so the home bundle carries only the watcher.
import { toast } from 'sonner';
import { BACKGROUND_PENDING_CHECK_MS, SUBSCRIPTION_CHECK_MS } from '@ott/contract';
import i18n from '@/app/i18n.ts';
import '../i18n.ts';
import { PAYMENT_SUCCESS_TOAST } from '../lib/settle.ts';
import { checkPendingPayment, checkSubscription, expireStoredOrder } from './payment-checks.ts';

export function startPaymentService(): () => void {
  let inFlight = false;
  const checkPayments = async () => {
    expireStoredOrder();
    if (inFlight) return;
    inFlight = true;
    try {
      const result = await checkPendingPayment();
      if (result === 'completed') toast.success(i18n.t('payments:paymentSuccess'), PAYMENT_SUCCESS_TOAST);
    } finally {
      inFlight = false;
    }
  };

  void checkPayments();
  const paymentTimer = setInterval(() => void checkPayments(), BACKGROUND_PENDING_CHECK_MS);
  const subscriptionTimer = setInterval(() => void checkSubscription(), SUBSCRIPTION_CHECK_MS);
  const onFocus = () => void checkPayments();
  window.addEventListener('focus', onFocus);
  return () => {
    clearInterval(paymentTimer);
    clearInterval(subscriptionTimer);
    window.removeEventListener('focus', onFocus);
  };
}
