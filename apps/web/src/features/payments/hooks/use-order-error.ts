// Shows what SPEC 8 'Plans' says for a failed order; a 401 also logs out and goes to /login; a 409
// (already subscribed, issue 12) says so and re-reads the subscription.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';
import { checkSubscription } from '../background/payment-checks.ts';
import { classifyOrderError } from '../lib/order-error.ts';

export function useOrderError() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown, returnTo: string) => {
      const kind = classifyOrderError(error);
      if (kind.kind === 'unauthorized') {
        useSession.getState().clear();
        queryClient.clear();
        toast.error(t('sessionExpired'));
        void navigate(paths.login({ redirect: returnTo }), { replace: true });
      } else if (kind.kind === 'subscribed') {
        // Subscribed on another device meanwhile: re-read the plan, so the screen shows it.
        toast.info(t('alreadySubscribed'));
        void checkSubscription();
      } else if (kind.kind === 'server') {
        toast.error(t('serverError', { message: kind.message || t('tryLater') }));
      } else if (kind.kind === 'network') {
        toast.error(t('networkError'));
      } else {
        toast.error(t('orderFailed'));
      }
    },
    [t, navigate, queryClient],
  );
}
