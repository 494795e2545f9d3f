// /payment/verify (SPEC 4 'Payment verification page', 8): needs the `payment_success` marker
// younger than 10 minutes; asks verify-upi-status, then polls check-status until the window ends.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_VERIFY_WINDOW_MS } from '@ott/contract';
import { verifyUpiStatus } from '@/api/payments/verify-upi-status.ts';
import type { PaymentStatusResult } from '@/api/payments/types.ts';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { paymentRecords } from '../lib/payment-records.ts';
import { pollPaymentStatus } from '../lib/poll-status.ts';
import { PAYMENT_SUCCESS_TOAST, settlePaidOrder } from '../lib/settle.ts';

export type VerificationState = { type: 'verifying' } | { type: 'failed'; messageKey: string };

const isPaid = (result: PaymentStatusResult | null) => result?.status === 'completed' || (result?.status as string) === 'success';

export function usePaymentVerification(): VerificationState {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const [state, setState] = useState<VerificationState>({ type: 'verifying' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let cancel = () => {};
    const fail = (messageKey: string) => setState({ type: 'failed', messageKey });
    const succeed = (orderId: string, result: PaymentStatusResult) => {
      paymentRecords.removeSuccessMarker();
      settlePaidOrder(orderId, result.subscription);
      toast.success(t('paymentSuccess'), PAYMENT_SUCCESS_TOAST);
      void navigate(paths.profile, { replace: true });
    };

    const run = async () => {
      const marker = paymentRecords.readSuccessMarker();
      const now = Date.now();
      if (!marker?.orderId || !(now - marker.timestamp < PAYMENT_VERIFY_WINDOW_MS)) return fail('noPaymentData');
      let first: PaymentStatusResult;
      try {
        first = await verifyUpiStatus(marker.orderId);
      } catch (error) {
        return fail(error instanceof ApiError && error.status > 0 ? 'verifyStatusFailed' : 'verifyError');
      }
      if (isPaid(first)) return succeed(marker.orderId, first);
      if (first?.status === 'failed') return fail('verificationFailed');
      const remaining = marker.timestamp + PAYMENT_VERIFY_WINDOW_MS - Date.now();
      const handle = pollPaymentStatus({
        orderId: marker.orderId,
        variant: 'api',
        startDelayMs: PAYMENT_POLL_INTERVAL_MS,
        intervalMs: PAYMENT_POLL_INTERVAL_MS,
        maxAttempts: Math.max(1, Math.floor(remaining / PAYMENT_POLL_INTERVAL_MS)),
        stopOnFailed: true,
      });
      cancel = handle.cancel;
      const outcome = await handle.done;
      if (outcome.type === 'completed') succeed(marker.orderId, outcome.result);
      else if (outcome.type === 'failed') fail('verificationFailed');
      else if (outcome.type === 'timeout') fail('verifyTimeout');
    };
    run().catch(() => fail('verifyError'));
    return () => cancel();
  }, [navigate, t]);

  return state;
}
