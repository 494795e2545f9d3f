// The /payment flow (SPEC 4 'Payment page'): Pay Now makes an order, stores the pending payment and
// opens checkout; success verifies; a closed window opens the status modal that polls (2 s, then
// every 30 s, 10 checks). A pending payment under 10 minutes old resumes polling on load.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  PAYMENT_PAGE_PENDING_MAX_AGE_MS,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_MAX_ATTEMPTS,
  PAYMENT_POLL_START_DELAY_MS,
} from '@ott/contract';
import { createOrder } from '@/api/payments/create-order.ts';
import { verifyPayment } from '@/api/payments/verify-payment.ts';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';
import { openCheckout } from '../checkout/open-checkout.ts';
import type { Plan } from '@/api/payments/types.ts';
import { newPendingPayment, paymentRecords } from '../lib/payment-records.ts';
import { pollPaymentStatus, type PollHandle } from '../lib/poll-status.ts';
import { PAYMENT_SUCCESS_TOAST, settlePaidOrder } from '../lib/settle.ts';
import { useOrderError } from './use-order-error.ts';

export function usePaymentPage(returnTo: string) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const showOrderError = useOrderError();
  const [processing, setProcessing] = useState(false);
  const [checking, setChecking] = useState<{ attempt: number } | null>(null);
  const poll = useRef<PollHandle | null>(null);

  const startPolling = useCallback(
    async (orderId: string, startDelayMs: number) => {
      poll.current?.cancel();
      setChecking({ attempt: 0 });
      const handle = pollPaymentStatus({
        orderId,
        variant: 'api',
        startDelayMs,
        intervalMs: PAYMENT_POLL_INTERVAL_MS,
        maxAttempts: PAYMENT_POLL_MAX_ATTEMPTS,
        onAttempt: (attempt) => setChecking({ attempt }),
      });
      poll.current = handle;
      const outcome = await handle.done;
      if (outcome.type === 'cancelled') return;
      setChecking(null);
      if (outcome.type === 'completed') {
        settlePaidOrder(orderId, outcome.result.subscription);
        toast.success(t('paymentSuccess'), PAYMENT_SUCCESS_TOAST);
        void navigate(paths.profile);
      } else {
        toast.error(t('statusUnverified'));
      }
    },
    [navigate, t],
  );

  useEffect(() => {
    const pending = paymentRecords.readPending();
    if (pending && Date.now() - pending.timestamp < PAYMENT_PAGE_PENDING_MAX_AGE_MS) {
      void startPolling(pending.order_id, 0);
    } else if (pending) {
      paymentRecords.removePending();
    }
    return () => poll.current?.cancel();
  }, [startPolling]);

  const stopChecking = () => {
    // The pending record stays: the background checks carry on after the modal is closed.
    poll.current?.cancel();
    setChecking(null);
  };

  /** `extend`: a subscribed viewer chose to add this plan's days after their current end date (issue 12). */
  const pay = async (plan: Plan, { extend = false }: { extend?: boolean } = {}) => {
    const phone = useSession.getState().phone;
    if (!phone || processing) return;
    setProcessing(true);
    let order;
    try {
      order = await createOrder({ planId: plan.id, amount: plan.price, phone, extend });
      if (!order?.order_id) throw new Error('Order response without order_id');
    } catch (error) {
      setProcessing(false);
      showOrderError(error, returnTo);
      return;
    }
    paymentRecords.savePending(newPendingPayment({ orderId: order.order_id, planId: plan.id, phone, amount: plan.price, planName: plan.name }));
    const user = useSession.getState().user;
    const outcome = await openCheckout({
      gateway: order.gateway,
      key: order.key_id,
      orderId: order.order_id,
      amount: order.amount,
      currency: order.currency,
      description: plan.name,
      checkoutUrl: order.checkout_url,
      prefill: { name: [user?.first_name, user?.last_name].filter(Boolean).join(' '), email: user?.email ?? undefined, contact: phone },
    }).catch(() => null);
    // The overlay stays behind the checkout while it is open (SPEC 2.8 'Overlay while paying').
    setProcessing(false);
    if (!outcome) {
      paymentRecords.removePending();
      toast.error(t('initiateFailed'));
    } else if (outcome.type === 'failed') {
      paymentRecords.removePending();
      toast.error(t('paymentFailed', { description: outcome.error.description }));
    } else if (outcome.type === 'dismissed') {
      void startPolling(order.order_id, PAYMENT_POLL_START_DELAY_MS);
    } else {
      const pending = paymentRecords.readPending();
      if (pending) paymentRecords.savePending({ ...pending, payment_id: outcome.response.razorpay_payment_id, signature: outcome.response.razorpay_signature });
      setProcessing(true);
      try {
        const verified = await verifyPayment({ result: outcome.response, planId: plan.id, phone, variant: 'api' });
        if (verified.status !== 'success') throw new Error(verified.message);
        settlePaidOrder(order.order_id, verified.subscription);
        toast.success(t('paymentSuccess'), PAYMENT_SUCCESS_TOAST);
        void navigate(paths.profile);
      } catch {
        toast.error(t('verificationFailed'));
      } finally {
        setProcessing(false);
      }
    }
  };

  return { processing, checking, stopChecking, pay };
}
