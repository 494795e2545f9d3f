// Shows what SPEC 8 'Plans' says for a failed order; a 401 also logs out and goes to /login.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';
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
