// SPEC 4 'Rental (rent screen)': pay pressed → login and profile checks → order → checkout →
// verification → /movie/{id}. A dismissed checkout only resets processing.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Video } from '@ott/contract';
import { hasRentalProfile, toTitleCase } from '@ott/contract';
import { catalogueKeys } from '@/api/catalogue/query-keys.ts';
import { createRental } from '@/api/rentals/create-rental.ts';
import { verifyRental } from '@/api/rentals/verify-rental.ts';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';
import { openCheckout, rentalDescription } from '@/features/payments/index.ts';
import { InvalidOrderError, orderErrorOutcome } from '../lib/order-error-message.ts';
import type { RentalOffer } from '../lib/rental-offer.ts';

const PROFILE_TOAST_MS = 5000;

export function useRentPayment(video: Video, offer: RentalOffer | null, currentPath: string) {
  const { t } = useTranslation('rentals');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isProcessing, setProcessing] = useState(false);

  const reportOrderError = (error: unknown) => {
    const outcome = orderErrorOutcome(error);
    toast.error(outcome.serverMessage ?? t(outcome.key ?? 'paymentFailedRetry'));
    if (outcome.kind === 'session-expired') {
      useSession.getState().clear();
      void navigate(paths.login({ redirect: currentPath }), { replace: true });
    }
  };

  /** Order, checkout and verification; returns true when the rental is granted. */
  const runPayment = async (phone: string, rental: RentalOffer): Promise<boolean> => {
    let order;
    try {
      order = await createRental({ phone, video_id: video.id, rental_duration: rental.days, rental_price: rental.price });
      if (!order?.key_id) throw new InvalidOrderError();
    } catch (error) {
      reportOrderError(error);
      return false;
    }
    const user = useSession.getState().user;
    const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
    const outcome = await openCheckout({
      gateway: order.gateway,
      key: order.key_id,
      orderId: order.order_id,
      amount: order.amount,
      currency: order.currency,
      description: rentalDescription(toTitleCase(video.title), rental.days),
      checkoutUrl: order.checkout_url,
      prefill: { name: name || undefined, email: user?.email ?? undefined, contact: phone },
    });
    if (outcome.type === 'dismissed') return false;
    if (outcome.type === 'failed') {
      toast.error(t('providerFailed', { description: outcome.error.description }));
      return false;
    }
    try {
      const result = await verifyRental({ ...outcome.response, video_id: video.id, phone, rental_duration: rental.days });
      if (result.status !== 'success') throw new Error(result.message);
    } catch {
      toast.error(t('verifyFailed'));
      return false;
    }
    return true;
  };

  const pay = async () => {
    if (isProcessing || !offer) return;
    const { token, isAuthenticated, phone, user } = useSession.getState();
    if (!token || !isAuthenticated || !phone) {
      toast.warning(t('loginRequired'));
      void navigate(paths.login({ redirect: currentPath }));
      return;
    }
    if (!hasRentalProfile(user)) {
      toast.warning(t('completeProfile'), { duration: PROFILE_TOAST_MS });
      void navigate(paths.profileUpdate({ redirect: currentPath }));
      return;
    }
    setProcessing(true);
    let granted = false;
    try {
      granted = await runPayment(phone, offer);
    } catch {
      toast.error(t('paymentFailedRetry'));
    }
    if (!granted) {
      setProcessing(false);
      return;
    }
    // The movie page reads can_play and the signed stream URLs from this query.
    await queryClient.invalidateQueries({ queryKey: catalogueKeys.video(video.id) });
    toast.success(t('paymentSuccess'));
    void navigate(paths.movie(video.id), { replace: true });
  };

  return { isProcessing, pay: () => void pay() };
}
