// The plan payment flow of /plans (SPEC 4 'Plan payment', 5, 8 'Plans'): gates, order (reused for
// the same plan within 30 minutes), checkout, then verify on success, poll on dismissal, report a
// failure. A pending record is kept until the server confirms, so the background checks can finish
// the job if this screen is closed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_MAX_ATTEMPTS, PAYMENT_POLL_START_DELAY_MS, rupeesToPaise } from '@ott/contract';
import { createOrder } from '@/api/payments/create-order.ts';
import type { Plan } from '@/api/payments/types.ts';
import { verifyPayment } from '@/api/payments/verify-payment.ts';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';
import { openCheckout } from '../checkout/open-checkout.ts';
import type { CheckoutOutcome } from '../checkout/types.ts';
import { newPendingPayment, paymentRecords, reusableOrder, type StoredOrder } from '../lib/payment-records.ts';
import { pollPaymentStatus, type PollHandle } from '../lib/poll-status.ts';
import { PAYMENT_SUCCESS_TOAST, settlePaidOrder } from '../lib/settle.ts';
import { useOrderError } from './use-order-error.ts';
import { usePaymentGates } from './use-payment-gates.ts';

export type PaymentStage = 'idle' | 'processing' | 'checkout' | 'polling';

export function usePlanPayment({ returnTo, successTarget }: { returnTo: string; successTarget: string }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const passGates = usePaymentGates();
  const showOrderError = useOrderError();
  const [stage, setStage] = useState<PaymentStage>('idle');
  const poll = useRef<PollHandle | null>(null);
  useEffect(() => () => poll.current?.cancel(), []);

  const succeed = useCallback(
    (orderId: string, subscription: Parameters<typeof settlePaidOrder>[1]) => {
      settlePaidOrder(orderId, subscription);
      toast.success(t('paymentSuccess'), PAYMENT_SUCCESS_TOAST);
      void navigate(successTarget);
    },
    [navigate, successTarget, t],
  );

  const getOrder = useCallback(async (plan: Plan, phone: string, extend: boolean): Promise<StoredOrder> => {
    const reused = reusableOrder(plan.id, phone, rupeesToPaise(plan.price), plan.duration);
    if (reused) return reused;
    const created = await createOrder({ planId: plan.id, amount: plan.price, phone, extend });
    if (!created?.order_id) throw new Error('Order response without order_id');
    const order: StoredOrder = { ...created, created_at: Date.now(), plan_id: plan.id, phone, duration_days: plan.duration };
    paymentRecords.saveOrder(order);
    return order;
  }, []);

  const onOutcome = useCallback(
    async (outcome: CheckoutOutcome, order: StoredOrder, plan: Plan) => {
      if (outcome.type === 'failed') {
        paymentRecords.removePending();
        setStage('idle');
        toast.error(t('paymentFailed', { description: outcome.error.description }));
        return;
      }
      if (outcome.type === 'dismissed') {
        setStage('polling');
        poll.current = pollPaymentStatus({
          orderId: order.order_id,
          startDelayMs: PAYMENT_POLL_START_DELAY_MS,
          intervalMs: PAYMENT_POLL_INTERVAL_MS,
          maxAttempts: PAYMENT_POLL_MAX_ATTEMPTS,
        });
        const result = await poll.current.done;
        if (result.type === 'completed') return succeed(order.order_id, result.result.subscription);
        if (result.type === 'timeout') toast.info(t('pollTimeout'));
        setStage('idle');
        return;
      }
      const { response } = outcome;
      const pending = paymentRecords.readPending();
      if (pending?.order_id === order.order_id) {
        paymentRecords.savePending({ ...pending, payment_id: response.razorpay_payment_id, signature: response.razorpay_signature });
      }
      setStage('processing');
      try {
        const verified = await verifyPayment({ result: response, planId: plan.id, phone: order.phone });
        if (verified.status !== 'success') throw new Error(verified.message);
        succeed(order.order_id, verified.subscription);
      } catch {
        // Paid but not yet confirmed: the pending record stays for the background checks.
        toast.warning(t('verifyPendingWarning'));
        void navigate(paths.profile);
      }
    },
    [navigate, succeed, t],
  );

  const pay = useCallback(
    /** `extend`: a subscribed viewer chose to add this plan's days after their current end date. */
    async (plan: Plan, { extend = false }: { extend?: boolean } = {}) => {
      if (stage !== 'idle' && stage !== 'polling') return;
      const phone = passGates({ returnTo, plan: plan.id });
      if (!phone) return;
      poll.current?.cancel();
      setStage('processing');
      let order: StoredOrder;
      try {
        order = await getOrder(plan, phone, extend);
      } catch (error) {
        setStage('idle');
        showOrderError(error, returnTo);
        return;
      }
      paymentRecords.savePending(
        newPendingPayment({ orderId: order.order_id, planId: plan.id, phone, amount: plan.price, planName: plan.name }),
      );
      setStage('checkout');
      let outcome: CheckoutOutcome;
      try {
        const user = useSession.getState().user;
        outcome = await openCheckout({
          gateway: order.gateway,
          key: order.key_id,
          orderId: order.order_id,
          amount: order.amount,
          currency: order.currency,
          description: plan.name,
          checkoutUrl: order.checkout_url,
          prefill: {
            name: [user?.first_name, user?.last_name].filter(Boolean).join(' '),
            email: user?.email ?? undefined,
            contact: phone,
          },
        });
      } catch {
        paymentRecords.removePending();
        setStage('idle');
        toast.error(t('initiateFailed'));
        return;
      }
      try {
        await onOutcome(outcome, order, plan);
      } catch {
        setStage('idle');
        toast.error(t('somethingWrong'));
      }
    },
    [stage, passGates, returnTo, getOrder, showOrderError, onOutcome, t],
  );

  return { stage, pay };
}
